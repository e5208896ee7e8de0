// The hidden way into the staff login (spec 9: click counter reset after 2000 ms): a corner of the
// kiosk screen that counts taps; TAPS_TO_OPEN taps, each within 2000 ms of the last, send the flow
// event ADMIN (screens/kiosk/kiosk.json: splash -> login), or call onOpen. Invisible, but a real
// button with a name, so staff using a keyboard or a screen reader can reach it too.
import { useRef } from 'react';
import { NO_TAPS, tapCorner, TAPS_TO_OPEN, type TapState } from '../../../domain';
import { sendFlowEvent } from '../../../engine/flow/events';

export interface HiddenCornerProps {
  /** Called when the taps are complete; default: the flow event ADMIN. */
  onOpen?: () => void;
  /** The accessible name (translated by the caller), e.g. 'Staff login'. */
  label: string;
  corner?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  taps?: number;
  /** for tests: the clock */
  now?: () => number;
}

const SIZE = 64;

export function HiddenCorner({
  onOpen,
  label,
  corner = 'top-right',
  taps = TAPS_TO_OPEN,
  now = Date.now,
}: HiddenCornerProps) {
  const state = useRef<TapState>(NO_TAPS);
  const [v, h] = corner.split('-') as ['top' | 'bottom', 'left' | 'right'];
  const press = () => {
    const r = tapCorner(state.current, now(), taps);
    state.current = r.state;
    if (r.fired) (onOpen ?? (() => void sendFlowEvent('ADMIN')))();
  };
  return (
    <button
      type="button"
      aria-label={label}
      data-testid="kiosk-hidden-corner"
      onClick={press}
      style={{
        position: 'fixed',
        [v]: 0,
        [h]: 0,
        width: SIZE,
        height: SIZE,
        opacity: 0,
        border: 0,
        padding: 0,
        background: 'transparent',
        zIndex: 50,
        cursor: 'default',
      }}
    />
  );
}
