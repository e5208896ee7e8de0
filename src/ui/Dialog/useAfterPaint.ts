// True once the browser has painted the frame after the first render: a tap's answer (a dialog, its
// title) reaches the screen first, and the heavy part drawn behind this flag is rendered afterwards as
// a transition, outside the tap's interaction time (issue 34's 100 ms kiosk budget). A passive effect
// of a tap's render runs before that paint, and a transition started there can render before it too;
// a timer set from the next animation frame runs after the paint.
import { startTransition, useEffect, useState } from 'react';

export function useAfterPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return ready;
}
