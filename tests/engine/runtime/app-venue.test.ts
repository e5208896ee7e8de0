import { beforeEach, describe, expect, it, vi } from 'vitest';

const spotConfig = vi.fn();
vi.mock('../../../src/api/calls/config', () => ({ spotConfig: (...a: unknown[]) => spotConfig(...a) }));

const { loadVenue } = await import('../../../src/app/venue');
const { ConfigLoadError } = await import('../../../src/app/boot');
const { app, venue } = await import('../../../src/state/stores');

const answer = (licence: Record<string, unknown>, settings: Record<string, unknown> = {}) => ({
  success: true,
  result: {
    settings: { languages: 'en,cn', lang: 'en', itemInfinityScroll: 1, categoryLayout: 'top', ...settings },
    licence,
    theme: 'night',
    branding: { name: 'Harbour Cafe', bannerImage: '/b.svg', showBanner: 1 },
  },
});

beforeEach(() => {
  spotConfig.mockReset();
  app.domain = '';
  app.closed = false;
  app.selectedCategory = 'drinks';
});

describe('loading the venue configuration', () => {
  it('fills the venue store: settings, licence, branding, theme and UI languages', async () => {
    spotConfig.mockResolvedValue(answer({ status: 1, licenses: '11111', siteId: 's1', spotType: 2 }));
    await loadVenue('demo-cafe', 'mobile');
    expect(spotConfig).toHaveBeenCalledWith(expect.objectContaining({ shop: 'demo-cafe' }), undefined);
    expect(venue.loaded).toBe(true);
    expect(venue.languages).toEqual(['en-gb', 'zh-hans']);
    expect(venue.branding.name).toBe('Harbour Cafe');
    expect(venue.theme).toBe('night');
    expect(venue.licence.siteId).toBe('s1');
    expect(app.closed).toBe(false);
    expect(app.domain).toBe('mobile');
    expect(app.selectedCategory).toBeNull();
  });
  it('licence status not 1 closes ordering (closed notice)', async () => {
    spotConfig.mockResolvedValue(answer({ status: 0, licenses: '0' }));
    await loadVenue('demo-cafe', 'shop');
    expect(app.closed).toBe(true);
  });
  it('domain shop forces left categories and no infinite scroll', async () => {
    spotConfig.mockResolvedValue(answer({ status: 1 }));
    await loadVenue('demo-cafe', 'shop');
    expect(venue.settings.categoryLayout).toBe('left');
    expect(venue.settings.itemInfinityScroll).toBe(false);
  });
  it('a refused or failed call is a ConfigLoadError (the boot shows the error screen)', async () => {
    spotConfig.mockResolvedValue({ success: false, dispMsg: 'Unknown venue' });
    await expect(loadVenue('nope', 'shop')).rejects.toBeInstanceOf(ConfigLoadError);
    spotConfig.mockRejectedValue(new Error('network'));
    await expect(loadVenue('nope', 'shop')).rejects.toThrow('network');
  });
});

describe('API seams', () => {
  it('a 401 uses the current family login route and the router navigation', async () => {
    const { wireApi } = await import('../../../src/app/venue');
    const { apiOptions, navigate } = await import('../../../src/api/config');
    const go = vi.fn();
    wireApi(go, () => '/mobile/demo/login');
    expect(apiOptions().loginPath()).toBe('/mobile/demo/login');
    navigate('/mobile/demo/login');
    expect(go).toHaveBeenCalledWith('/mobile/demo/login');
    wireApi(go, () => null);
    app.domain = 'callback';
    app.shop = 'demo';
    // A family without a login route of its own (the provider's return): the shop family's sign-in.
    expect(apiOptions().loginPath()).toBe('/shop/demo/login');
  });
});
