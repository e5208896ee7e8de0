// @vitest-environment jsdom
// Advertisement mode: plays the play-list (images by the timer, a video), and a touch leaves it with
// the flow event TOUCH, once.
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({ playlist: vi.fn() }));
vi.mock('../../src/features/kioskops/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/kioskops/api')>()),
  fetchPlaylist: calls.playlist,
}));
vi.mock('../../src/features/kioskops/pwa', () => ({
  installKioskApp: vi.fn(async () => null),
  uninstallKioskApp: vi.fn(async () => undefined),
  KIOSK_SW_URL: '/kiosk-sw.js',
}));

import KioskAdvert from '../../src/components/KioskAdvert/KioskAdvert';
import { readPlaylist } from '../../src/features/kioskops/api';
import { renderInFamily } from './helpers';
import { listenFlow, opsTexts } from './kioskOpsHelpers';

beforeEach(async () => {
  calls.playlist.mockReset();
  await opsTexts();
});

const LIST = readPlaylist({
  result: [
    {
      screenId: 1,
      timer: 2,
      playList: [
        { fileName: 'a.svg', fileType: 'image' },
        { fileName: 'live.m3u8', fileType: 'video' },
        { fileName: 'b.mp4', fileType: 'video' },
      ],
    },
  ],
  map: { version: 7 },
} as never);

describe('KioskAdvert', () => {
  it('reads the play-list: timer per screen (default 8 s), videos not ending in .mp4 are streams', () => {
    expect(LIST.items.map((i) => [i.kind, i.video, i.seconds])).toEqual([
      ['image', null, 2],
      ['video', 'stream', 2],
      ['video', 'file', 2],
    ]);
    expect(LIST.items[0].url).toBe('/pro/common/download/resource?name=a.svg');
    expect(
      readPlaylist({ result: [{ screenId: 1, playList: [{ fileName: 'x.svg', fileType: 'image' }] }] } as never)
        .items[0].seconds,
    ).toBe(8);
  });

  it('moves on after the timer, and a touch sends TOUCH once', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    calls.playlist.mockResolvedValue(LIST);
    const flow = listenFlow();
    try {
      await renderInFamily(<KioskAdvert />, '/self/demo/kiosk-advert');
      const stage = await screen.findByTestId('kiosk-advert');
      await vi.waitFor(() => expect(stage.getAttribute('data-item')).toBe('a.svg'));
      await act(async () => {
        vi.advanceTimersByTime(2100);
      });
      expect(stage.getAttribute('data-kind')).toBe('video-stream');
      fireEvent.pointerDown(stage);
      fireEvent.click(stage);
      expect(flow.events).toEqual(['TOUCH']);
    } finally {
      flow.stop();
      vi.useRealTimers();
    }
  });
});
