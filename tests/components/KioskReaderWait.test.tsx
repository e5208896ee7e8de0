// @vitest-environment jsdom
// The kiosk's card reader screen (issue 35): "tap, insert or swipe" while the reader waits; approved
// finishes; declined, cancelled and timed out say nothing was charged and offer the card again or
// another way to pay; a kiosk without a reader keeps the terminal display; both languages; every
// button is a kiosk target (at least 64 px).
import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const reader = vi.hoisted(() => ({ start: vi.fn(), state: vi.fn() }));
vi.mock('../../src/features/kiosk/reader', async (orig) => ({
  ...(await orig<typeof import('../../src/features/kiosk/reader')>()),
  READER_POLL_MS: 10,
  startReader: reader.start,
  readerState: reader.state,
}));

import ReaderWait from '../../src/components/KioskStep/steps/ReaderWait';
import { styles } from '../../src/components/KioskStep/steps/parts';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { renderInFamily } from './helpers';

const texts = async (lang: 'en-gb' | 'zh-hans' = 'en-gb') => {
  await initI18n(lang);
  await loadNamespaces(['kiosk']);
};
const show = async (o: { onPaid?: () => void; onOtherWay?: () => void } = {}) => {
  await renderInFamily(
    <ReaderWait
      transactionId="txn-1"
      onPaid={o.onPaid ?? (() => undefined)}
      onOtherWay={o.onOtherWay ?? (() => undefined)}
      fallback={<p>terminal display</p>}
    />,
  );
  await texts();
};

beforeEach(async () => {
  reader.start.mockReset();
  reader.state.mockReset();
  await texts();
});

describe('ReaderWait', () => {
  it('says tap, insert or swipe while the reader waits; approved calls onPaid once', async () => {
    reader.start.mockResolvedValue('waiting');
    reader.state.mockResolvedValueOnce('waiting').mockResolvedValue('approved');
    const onPaid = vi.fn();
    await show({ onPaid });
    expect(await screen.findByText('Tap, insert or swipe your card on the reader')).toBeTruthy();
    expect(reader.start).toHaveBeenCalledWith('txn-1');
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
    expect(screen.getByText('Payment approved. Thank you!')).toBeTruthy();
  });

  it('declined: a clear message, the card again or another way to pay', async () => {
    reader.start.mockResolvedValueOnce('waiting').mockResolvedValue('waiting');
    reader.state.mockResolvedValueOnce('declined').mockResolvedValue('waiting');
    const onOtherWay = vi.fn();
    await show({ onOtherWay });
    expect(
      await screen.findByText('The card was declined. Nothing was charged. Try another card or pay another way.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pay another way' }));
    expect(onOtherWay).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Try the card again' }));
    await waitFor(() => expect(reader.start).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Tap, insert or swipe your card on the reader')).toBeTruthy();
  });

  it('the customer cancels: the reader is told and the screen says nothing was charged', async () => {
    reader.start.mockResolvedValue('waiting');
    reader.state.mockImplementation((_t: string, cancel?: boolean) =>
      Promise.resolve(cancel ? 'cancelled' : 'waiting'),
    );
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel card payment' }));
    expect(await screen.findByText('The card payment was cancelled. Nothing was charged.')).toBeTruthy();
    expect(reader.state).toHaveBeenCalledWith('txn-1', true);
  });

  it('timed out and a reader that does not answer say so', async () => {
    reader.start.mockResolvedValue('waiting');
    reader.state.mockResolvedValue('timeout');
    await show();
    expect(await screen.findByText('No card was presented, so the reader stopped. Nothing was charged.')).toBeTruthy();
    reader.start.mockResolvedValue('failed');
    fireEvent.click(screen.getByRole('button', { name: 'Try the card again' }));
    expect(await screen.findByText(/The card reader is not answering/)).toBeTruthy();
  });

  it('a kiosk without a reader keeps the terminal display', async () => {
    reader.start.mockResolvedValue('none');
    await show();
    expect(await screen.findByText('terminal display')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('in Chinese', async () => {
    reader.start.mockResolvedValue('waiting');
    reader.state.mockResolvedValue('waiting');
    await show();
    await texts('zh-hans');
    try {
      expect(await screen.findByText('请在刷卡机上拍卡、插卡或刷卡')).toBeTruthy();
      expect(screen.getByRole('button', { name: '取消刷卡付款' })).toBeTruthy();
    } finally {
      await texts('en-gb');
    }
  });

  it('every button is a kiosk target of at least 64 px', async () => {
    reader.start.mockResolvedValue('waiting');
    reader.state.mockResolvedValue('declined');
    await show();
    await screen.findByRole('button', { name: 'Try the card again' });
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBe(2);
    for (const b of buttons) expect(b.className.split(' ')).toContain(styles.button);
    const css = readFileSync('src/components/KioskStep/KioskStep.module.css', 'utf8');
    const rule = /\n\.button \{([^}]*)\}/.exec(css)![1];
    const fallbackPx = Number(/min-height: var\(--k-target, (\d+)px\)/.exec(rule)![1]);
    const flow = readFileSync('src/components/KioskFlow/KioskFlow.module.css', 'utf8');
    const target = Number(/--k-target: calc\(var\(--kiosk-target, (\d+)px\)/.exec(flow)![1]);
    expect(Math.min(fallbackPx, target)).toBeGreaterThanOrEqual(64);
  });
});
