// @vitest-environment jsdom
// Me / account home: greeting, the member card loaded on opening (masked number, points to 2
// decimals, stored value), the family's account links that exist, sign out.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const acc = vi.hoisted(() => ({ ensureMemberCard: vi.fn(), signOut: vi.fn() }));
vi.mock('../../src/features/accounts/store', async (orig) => ({
  ...(await orig<typeof import('../../src/features/accounts/store')>()),
  ensureMemberCard: acc.ensureMemberCard,
  signOut: acc.signOut,
}));

import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import AccountMe from '../../src/components/AccountMe/AccountMe';
import { FamilyContext } from '../../src/engine/runtime/family';
import { initI18n } from '../../src/i18n';
import { card, emptyCard } from '../../src/state/card';
import { emptyUser, user } from '../../src/state/stores';
import type { ResolvedFamily } from '../../src/engine/contract';

const route = (path: string) => ({
  path,
  screen: path,
  family: 'mobile',
  fullPath: `/mobile/:shop/${path}`,
  layout: 'mobile',
});
const mobile: ResolvedFamily = {
  id: 'mobile',
  prefix: '/mobile/:shop',
  layout: 'mobile',
  home: 'home',
  loginRoute: 'login',
  routes: ['home', 'me', 'user/profile', 'mywallet', 'myorders', 'login'].map(route),
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}
async function renderMe() {
  await initI18n('en-gb');
  return render(
    <MemoryRouter initialEntries={['/mobile/demo/me']}>
      <FamilyContext.Provider value={{ family: mobile, base: '/mobile/demo' }}>
        <Routes>
          <Route path="/mobile/demo/me" element={<AccountMe />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </FamilyContext.Provider>
    </MemoryRouter>,
  );
}

afterEach(() => cleanup());
beforeEach(() => {
  for (const f of Object.values(acc)) f.mockReset();
  Object.assign(user, emptyUser(), { userId: 't', roles: ['user'], name: 'Alice', mobile: '0400000001' });
  Object.assign(card, emptyCard());
});

describe('AccountMe', () => {
  it('loads the member card and shows it masked, with points to 2 decimals and the stored value', async () => {
    acc.ensureMemberCard.mockImplementation(async () => {
      Object.assign(card, { status: 1, cardNum: 'M10000001', points: 1250.5, balance: 50_000 });
      return true;
    });
    await renderMe();
    expect(screen.getByText('Hello, Alice')).toBeTruthy();
    expect((await screen.findByTestId('member-card-number')).textContent).toBe('M100**001');
    expect(screen.getByText('1250.50')).toBeTruthy();
    expect(screen.getByText('$500.00')).toBeTruthy();
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Profile and password', '/mobile/demo/user/profile'],
      ['My wallet', '/mobile/demo/mywallet'],
      ['My orders', '/mobile/demo/myorders'],
    ]);
  });

  it('says when there is no card and offers to try again', async () => {
    acc.ensureMemberCard.mockResolvedValue(false);
    await renderMe();
    expect(await screen.findByText('You have no member card at this venue yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(acc.ensureMemberCard).toHaveBeenLastCalledWith(true));
  });

  it('signs out and goes to the family sign-in', async () => {
    acc.ensureMemberCard.mockResolvedValue(false);
    acc.signOut.mockResolvedValue(true);
    await renderMe();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/mobile/demo/login');
  });
});
