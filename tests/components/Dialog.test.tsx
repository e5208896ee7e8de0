// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import Dialog from '../../src/components/Dialog/Dialog';
import { runActions } from '../../src/engine/runtime/actions';
import { noopEnv } from '../../src/engine/runtime/context';
import { renderInFamily } from './helpers';

describe('Dialog', () => {
  it('opens when its id is in the open list and emits close', async () => {
    const emit = vi.fn();
    const view = await renderInFamily(<Dialog id="help" title="Help" open={[]} emit={emit}><p>inside</p></Dialog>);
    expect(screen.queryByText('inside')).toBeNull();
    view.rerender(<Dialog id="help" title="Help" open={['help']} emit={emit}><p>inside</p></Dialog>);
    expect(screen.getByText('inside')).toBeTruthy();
    expect(view.container.querySelector('dialog')?.hasAttribute('open')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    expect(emit).toHaveBeenCalledWith('close', { id: 'help' });
  });
  it('dialog.open and dialog.close actions drive the open list', async () => {
    const open: string[] = [];
    const env = { ...noopEnv({}), openDialog: (id: string) => open.push(id), closeDialog: (id?: string) => { open.splice(open.indexOf(id ?? ''), 1); } };
    await act(async () => { await runActions([{ action: 'dialog.open', id: 'help' }], env); });
    expect(open).toEqual(['help']);
    await runActions([{ action: 'dialog.close', id: 'help' }], env);
    expect(open).toEqual([]);
  });
});
