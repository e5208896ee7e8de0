// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Dialog from '../../src/components/Dialog/Dialog';
import { runActions } from '../../src/engine/runtime/actions';
import { noopEnv } from '../../src/engine/runtime/context';
import { renderInFamily } from './helpers';

describe('Dialog', () => {
  it('opens when its id is in the open list and emits close', async () => {
    const emit = vi.fn();
    const view = await renderInFamily(
      <Dialog id="help" title="Help" open={[]} emit={emit}>
        <p>inside</p>
      </Dialog>,
    );
    expect(screen.queryByText('inside')).toBeNull();
    view.rerender(
      <Dialog id="help" title="Help" open={['help']} emit={emit}>
        <p>inside</p>
      </Dialog>,
    );
    expect(screen.getByText('inside')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Help' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(emit).toHaveBeenCalledWith('close', { id: 'help' });
  });
  it('is modal: the focus moves inside, Escape asks to close, and the page behind is hidden from assistive technology', async () => {
    const emit = vi.fn();
    await renderInFamily(
      <>
        <button type="button">behind</button>
        <Dialog id="help" title="Help" open emit={emit}>
          <button type="button">inside</button>
        </Dialog>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Help' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(screen.queryByRole('button', { name: 'behind' })).toBeNull(); // aria-hidden while the dialog is open
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(emit).toHaveBeenCalledWith('close', { id: 'help' });
  });
  it('dialog.open and dialog.close actions drive the open list', async () => {
    const open: string[] = [];
    const env = {
      ...noopEnv({}),
      openDialog: (id: string) => open.push(id),
      closeDialog: (id?: string) => {
        open.splice(open.indexOf(id ?? ''), 1);
      },
    };
    await act(async () => {
      await runActions([{ action: 'dialog.open', id: 'help' }], env);
    });
    expect(open).toEqual(['help']);
    await runActions([{ action: 'dialog.close', id: 'help' }], env);
    expect(open).toEqual([]);
  });
});

describe('Dialog accessibility (axe-core, structure rules; colours are checked in the browser by e2e/a11y)', () => {
  it('an open dialog has no serious or critical violation', async () => {
    const axe = (await import('axe-core')).default;
    await renderInFamily(
      <main>
        <h1>Page</h1>
        <Dialog id="help" title="Help" open emit={() => undefined}>
          <p>How to order</p>
          <button type="button">OK</button>
        </Dialog>
      </main>,
    );
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Help' }).contains(document.activeElement)).toBe(true),
    );
    const r = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(r.passes.length).toBeGreaterThan(5);
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
