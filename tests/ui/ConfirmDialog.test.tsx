// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import ConfirmDialog from '../../src/ui/Dialog/ConfirmDialog';
import { setLanguage } from '../../src/i18n';
import { renderInFamily } from '../components/helpers';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Delete all
      </button>
      {done ? (
        <p tabIndex={-1} data-testid="after">
          Deleted
        </p>
      ) : null}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete everything?"
        description="Every entry goes. This cannot be undone."
        confirmLabel="Delete all"
        onConfirm={() => {
          onConfirm();
          setDone(true);
        }}
        focusAfterConfirm={() => screen.queryByTestId('after')}
      />
    </main>
  );
}

describe('ConfirmDialog (Radix AlertDialog)', () => {
  it('is an alertdialog named by its question and described by what happens, with Cancel focused first', async () => {
    await renderInFamily(<Harness onConfirm={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete everything?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Every entry goes. This cannot be undone.',
    );
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Cancel'));
  });

  it('Cancel and Escape close it without acting and give the focus back to the opener', async () => {
    const onConfirm = vi.fn();
    await renderInFamily(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete all' });
    opener.focus();
    fireEvent.click(opener);
    await screen.findByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    fireEvent.click(opener);
    await screen.findByRole('alertdialog');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a press outside does not close it (an alert dialog must be answered)', async () => {
    await renderInFamily(<Harness onConfirm={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    await screen.findByRole('alertdialog');
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
  });

  it('the action runs once, closes the dialog and moves the focus where asked', async () => {
    const onConfirm = vi.fn();
    await renderInFamily(<Harness onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(Array.from(dialog.querySelectorAll('button')).find((b) => b.textContent === 'Delete all')!);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('after')));
  });

  it('says Cancel in Chinese', async () => {
    await renderInFamily(<Harness onConfirm={vi.fn()} />);
    await setLanguage('zh-hans');
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
      await screen.findByRole('alertdialog');
      expect(await screen.findByRole('button', { name: '取消' })).toBeTruthy();
    } finally {
      await setLanguage('en-gb');
    }
  });

  it('has no serious or critical axe violation while open (structure rules; colours in e2e)', async () => {
    const axe = (await import('axe-core')).default;
    await renderInFamily(<Harness onConfirm={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    await screen.findByRole('alertdialog');
    const r = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
