// @vitest-environment jsdom
// useCatalogue: its own per-shop cache (it replaced swr to keep the menu's first script small).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCatalogueCache, useCatalogue } from '../../../src/features/ordering/catalogue';
import { catalogue, serveCatalogue } from './fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCatalogueCache();
});

function Probe({ shop, id }: { shop: string; id: string }) {
  const { data, error, isLoading, mutate } = useCatalogue(shop);
  return (
    <div data-testid={id}>
      {isLoading ? (
        'loading'
      ) : error ? (
        <button type="button" onClick={() => void mutate()}>
          retry
        </button>
      ) : (
        `items:${data?.plus.length ?? 'none'}`
      )}
    </div>
  );
}

describe('useCatalogue', () => {
  it('starts loading, then gives the catalogue; components of one shop share one request', async () => {
    const fetch = serveCatalogue();
    render(
      <>
        <Probe shop="s1" id="a" />
        <Probe shop="s1" id="b" />
      </>,
    );
    expect(screen.getByTestId('a').textContent).toBe('loading');
    expect(await screen.findByText(`items:${catalogue.plus.length}`, { selector: '[data-testid=a]' })).toBeTruthy();
    expect(screen.getByTestId('b').textContent).toBe(`items:${catalogue.plus.length}`);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain('/api/shop/catalogue?shop=s1');
  });

  it('keeps the catalogue for later screens of the same shop and asks again for another shop', async () => {
    const fetch = serveCatalogue();
    const first = render(<Probe shop="s2" id="a" />);
    await screen.findByText(/items:/);
    first.unmount();
    render(<Probe shop="s2" id="c" />);
    expect(screen.getByTestId('c').textContent).toBe(`items:${catalogue.plus.length}`);
    expect(fetch).toHaveBeenCalledTimes(1);
    render(<Probe shop="s3" id="d" />);
    await screen.findByText(/items:/, { selector: '[data-testid=d]' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('reports a failed read and reads again on retry', async () => {
    let fail = true;
    const fetch = vi.fn(async () =>
      fail
        ? new Response('down', { status: 503 })
        : new Response(JSON.stringify({ success: true, result: catalogue }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    render(<Probe shop="s4" id="a" />);
    const retry = await screen.findByRole('button', { name: 'retry' });
    fail = false;
    await act(async () => {
      retry.click();
    });
    expect(await screen.findByText(`items:${catalogue.plus.length}`)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('no shop: no request, not loading', () => {
    const fetch = serveCatalogue();
    render(<Probe shop="" id="a" />);
    expect(screen.getByTestId('a').textContent).toBe('items:none');
    expect(fetch).not.toHaveBeenCalled();
  });
});
