// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import AccountLink from '../../src/components/AccountLink/AccountLink';
import { FamilyContext } from '../../src/engine/runtime/family';
import { initI18n } from '../../src/i18n';
import { user } from '../../src/state/stores';
import { shopFamily } from './helpers';

const family = {
  ...shopFamily,
  routes: ['home', 'login', 'me', 'cart'].map((path) => ({
    path,
    screen: path,
    family: 'shop',
    fullPath: `/shop/:shop/${path}`,
    layout: 'shop',
  })),
};

async function draw(path: string, fam = family) {
  await initI18n('en-gb');
  return render(
    <MemoryRouter initialEntries={[path]}>
      <FamilyContext.Provider value={{ family: fam, base: '/shop/demo' }}>
        <AccountLink />
      </FamilyContext.Provider>
    </MemoryRouter>,
  );
}

describe('AccountLink', () => {
  afterEach(() => {
    user.userId = '';
    user.roles = [];
  });
  it('offers a guest the sign-in that returns to the page they are on', async () => {
    await draw('/shop/demo/cart?x=1');
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe(`/shop/demo/login?redirect=${encodeURIComponent('/shop/demo/cart?x=1')}`);
  });
  it('adds no redirect back to the login screen itself', async () => {
    await draw('/shop/demo/login');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/shop/demo/login');
  });
  it('offers a signed-in customer the account', async () => {
    user.userId = 'u1';
    user.roles = ['user'];
    await draw('/shop/demo/home');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/shop/demo/me');
  });
  it('draws nothing when the family has no such route', async () => {
    const { container } = await draw('/shop/demo/home', { ...family, routes: family.routes.slice(0, 1) });
    expect(container.querySelector('a')).toBeNull();
  });
});
