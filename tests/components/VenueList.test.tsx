// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import VenueList from '../../src/components/VenueList/VenueList';
import { demoVenues } from '../../src/features/venue';
import { renderInFamily } from './helpers';

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('VenueList', () => {
  afterEach(() => vi.unstubAllGlobals());
  it('lists the demo venues as links to their homes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        answer(200, {
          success: true,
          result: [
            { shopId: 'demo-cafe', name1: 'Harbour Cafe', name2: '海港咖啡馆', home: '/shop/demo-cafe/home' },
            { shopId: 'evil', name1: 'Evil', name2: '', home: '//evil.example' },
          ],
        }),
      ),
    );
    await renderInFamily(<VenueList />, '/');
    expect((await screen.findByRole('link', { name: 'Harbour Cafe' })).getAttribute('href')).toBe(
      '/shop/demo-cafe/home',
    );
    expect(screen.queryByRole('link', { name: 'Evil' })).toBeNull();
  });
  it('says to open the venue link when there is no list (production: 404)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(404, { success: false })),
    );
    await renderInFamily(<VenueList />, '/');
    expect(await screen.findByText(/This address names no venue/)).toBeTruthy();
    // The platform administrator's way in, before any venue exists.
    expect(
      screen.getByRole('link', { name: 'Platform administrator: sign in to manage venues' }).getAttribute('href'),
    ).toBe('/platform/login?redirect=%2Fplatform%2Fvenues');
  });
  it('treats a failed call as no list', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    expect(await demoVenues(failing)).toEqual({ kind: 'failed' });
  });
});
