// @vitest-environment jsdom
// The kit's Dialog and Sheet (Radix): named by the title, described when asked, focus kept inside and
// Escape and the × close it (onOpenChange(false)), the close button named in both languages.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog, Sheet } from '../../src/ui/Dialog';
import { setLanguage } from '../../src/i18n';
import { renderInFamily } from '../components/helpers';

function Harness({ sheet, description, instant }: { sheet?: boolean; description?: string; instant?: boolean }) {
  const [open, setOpen] = useState(false);
  const Kind = sheet ? Sheet : Dialog;
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Kind open={open} onOpenChange={setOpen} title="Choose a table" description={description} instant={instant}>
        <button type="button">Table 1</button>
      </Kind>
    </main>
  );
}

describe('Dialog', () => {
  it('opens as a dialog named by its title, focus inside; Escape closes it', async () => {
    await renderInFamily(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a table' });
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener)); // the focus returns
  });

  it('instant: the frame is drawn at once, hidden and inert; then the modal dialog, focus in, Escape, focus back', async () => {
    await renderInFamily(<Harness instant />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    // the tap's own render: the title is on screen, but nothing is a dialog yet or can be pressed
    expect(screen.getByText('Choose a table').closest('[aria-hidden="true"]')?.hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: 'Choose a table' });
    expect(screen.getAllByText('Choose a table')).toHaveLength(1); // the frame is gone
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('button', { name: 'Table 1' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('a description is read with the title', async () => {
    await renderInFamily(<Harness description="Tables by the window are quieter." />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Tables by the window are quieter.',
    );
  });

  it('the Sheet is the same dialog at the bottom; its × (named in Chinese too) closes it', async () => {
    await renderInFamily(<Harness sheet />);
    await setLanguage('zh-hans');
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Open' }));
      const sheet = await screen.findByRole('dialog', { name: 'Choose a table' });
      fireEvent.click(screen.getByRole('button', { name: '关闭' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sheet.isConnected).toBe(false);
    } finally {
      await setLanguage('en-gb');
    }
  });
});
