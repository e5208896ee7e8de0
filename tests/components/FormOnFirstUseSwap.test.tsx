// @vitest-environment jsdom
// FormOnFirstUse's swap to the live form happens in one task: by the time the live form is in the
// page, its effects have run too (the kit's Radix radios listen for arrow keys from an effect: an arrow
// pressed between the commit and that effect moved the focus without choosing; e2e/keyboard-checkout).
import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FormOnFirstUse } from '../../src/ui/Field/FormOnFirstUse';

const seen = { effectRan: false };

function Live() {
  useEffect(() => {
    seen.effectRan = true;
  }, []);
  return <p data-testid="live">live</p>;
}

const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
afterEach(() => {
  flag.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('FormOnFirstUse swap', () => {
  it("has run the live form's effects when the live form is first in the page", async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((r) => (arrive = r));
    const load = () => arrived.then(() => Live);
    const { container } = render(<FormOnFirstUse load={load} props={{}} now still={<p>still</p>} />);
    // From here React schedules as in a browser (no act): the page as a key press would find it.
    flag.IS_REACT_ACT_ENVIRONMENT = false;
    const atCommit = new Promise<boolean>((resolve) => {
      const watch = new MutationObserver(() => {
        if (!container.querySelector('[data-testid="live"]')) return;
        watch.disconnect();
        resolve(seen.effectRan);
      });
      watch.observe(container, { childList: true, subtree: true });
    });
    arrive();
    expect(await atCommit).toBe(true);
  });
});
