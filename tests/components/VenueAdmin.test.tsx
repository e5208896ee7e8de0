// @vitest-environment jsdom
// Venues and administrators (src/components/VenueAdmin): the platform administrator's list with links
// to each console and menu editor, "New venue" with the server's refusal next to its field, an
// invitation whose link is shown once with whether it was sent, removal behind a confirmation, a
// venue administrator without the new-venue form, failures in words, axe, both languages.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => ({
  venues: vi.fn(),
  templates: vi.fn(),
  create: vi.fn(),
  admins: vi.fn(),
  invite: vi.fn(),
  remove: vi.fn(),
  revoke: vi.fn(),
}));
vi.mock('../../src/features/backoffice/venues/api', async (orig) => ({
  ...(await orig<typeof import('../../src/features/backoffice/venues/api')>()),
  readVenues: calls.venues,
  readTemplates: calls.templates,
  createVenue: calls.create,
  readAdmins: calls.admins,
  inviteAdmin: calls.invite,
  removeAdmin: calls.remove,
  revokeInvite: calls.revoke,
}));

import VenueAdmin from '../../src/components/VenueAdmin/VenueAdmin';
import { ApiError, refusedAnswer } from '../../src/api/errors';
import { initI18n, loadNamespaces } from '../../src/i18n';
import { app } from '../../src/state/stores';
import { renderInFamily } from './helpers';

const CAFE = { shopId: 'demo-cafe', family: 'shop', nameEn: 'Demo Cafe', nameZh: '示范咖啡' };
const ADMINS = {
  admins: [
    { userId: 'u1', login: 'admin@example.com', platform: true },
    { userId: 'u2', login: 'mary@example.com', platform: false },
  ],
  invitations: [{ id: 'abc123', contact: 'joe@example.com', createdAt: 1, expiresAt: Date.UTC(2030, 0, 8) }],
};

afterEach(async () => {
  app.lang = 'en-gb';
  await initI18n('en-gb');
});

beforeEach(async () => {
  for (const c of Object.values(calls)) c.mockReset();
  app.shop = 'demo-cafe';
  await initI18n('en-gb');
  await loadNamespaces(['venues']);
  calls.templates.mockResolvedValue({
    templates: [
      { id: 'cafe', family: 'shop', name: { 'en-gb': 'Cafe with table service', 'zh-hans': '堂食咖啡店' } },
      { id: 'shop', family: 'shop', name: { 'en-gb': 'Shop', 'zh-hans': '商店' } },
    ],
    currencies: ['HKD', 'GBP'],
  });
  calls.admins.mockResolvedValue(ADMINS);
});

describe('VenueAdmin', () => {
  it('lists the venues with links to each console and menu editor, and creates a venue from a template', async () => {
    calls.venues.mockResolvedValue({ venues: [CAFE], platform: true });
    calls.create.mockResolvedValue({ shopId: 'harbour' });
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
    await renderInFamily(<VenueAdmin />, '/merchant/demo-cafe/venues');
    expect(await screen.findByText('Demo Cafe')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Console' }).getAttribute('href')).toBe('/merchant/demo-cafe/console');
    expect(screen.getByRole('link', { name: 'Menu editor' }).getAttribute('href')).toBe('/merchant/demo-cafe/menu');
    const form = await screen.findByRole('region', { name: 'New venue' });
    // Empty: each missing field named, nothing sent.
    fireEvent.click(within(form).getByRole('button', { name: 'Create venue' }));
    expect(await within(form).findAllByText('Fill this in.')).toHaveLength(3);
    expect(calls.create).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Name in English'), { target: { value: 'Harbour' } });
    fireEvent.change(within(form).getByLabelText('Name in Chinese'), { target: { value: '海港' } });
    fireEvent.change(within(form).getByLabelText(/^Web address id/), { target: { value: 'demo-cafe' } });
    fireEvent.change(within(form).getByLabelText('Template'), { target: { value: 'cafe' } });
    // The server refuses the id as taken: said next to that field, which gets the focus.
    calls.create.mockRejectedValueOnce(
      refusedAnswer({ dispMsg: 'The id demo-cafe is taken.', result: { problem: 'taken' } }),
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Create venue' }));
    const msg = await within(form).findByText(/already used by another venue/);
    const id = within(form).getByLabelText(/^Web address id/);
    expect(id.getAttribute('aria-invalid')).toBe('true');
    expect(id.getAttribute('aria-describedby')).toContain(msg.id || 'err');
    expect(document.activeElement).toBe(id);
    fireEvent.change(id, { target: { value: 'Harbour' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create venue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/merchant/harbour/console'));
    expect(calls.create).toHaveBeenLastCalledWith(
      expect.objectContaining({
        nameEn: 'Harbour',
        nameZh: '海港',
        shopId: 'harbour',
        template: 'cafe',
        currency: 'HKD',
      }),
    );
  });

  it('invites an administrator: the link shown once and that it must be passed on by hand', async () => {
    calls.venues.mockResolvedValue({ venues: [CAFE], platform: false });
    calls.invite.mockResolvedValue({ link: 'http://x/invite?token=T0K', expiresAt: 9, sms: 'none', email: 'notSent' });
    await renderInFamily(<VenueAdmin />, '/merchant/demo-cafe/venues');
    expect(await screen.findByText('mary@example.com')).toBeTruthy();
    // A venue administrator: no new-venue form, templates never read.
    expect(screen.queryByRole('region', { name: 'New venue' })).toBeNull();
    expect(calls.templates).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findAllByText('Enter a mobile number or an e-mail address.')).toHaveLength(1);
    expect(calls.invite).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Invite by mobile or e-mail'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('http://x/invite?token=T0K')).toBeTruthy();
    expect(screen.getByText(/pass it on yourself/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(calls.invite).toHaveBeenCalledWith('demo-cafe', { email: 'new@example.com' });
  });

  it('removes an administrator only after confirming, and withdraws an invitation', async () => {
    calls.venues.mockResolvedValue({ venues: [CAFE], platform: true });
    calls.remove.mockResolvedValue({ ...ADMINS, admins: [ADMINS.admins[0]] });
    calls.revoke.mockResolvedValue({ ...ADMINS, admins: [ADMINS.admins[0]], invitations: [] });
    await renderInFamily(<VenueAdmin />, '/merchant/demo-cafe/venues');
    // The platform administrator cannot be removed: no button for them.
    expect(await screen.findByRole('button', { name: 'Remove mary@example.com' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove admin@example.com' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove mary@example.com' }));
    const dialog = await screen.findByRole('alertdialog', undefined, { timeout: 5000 });
    expect(within(dialog).getByText(/will no longer be able to manage Demo Cafe/)).toBeTruthy();
    expect(calls.remove).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('mary@example.com was removed.')).toBeTruthy();
    expect(calls.remove).toHaveBeenCalledWith('demo-cafe', 'u2');
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw invitation to joe@example.com' }));
    const d2 = await screen.findByRole('alertdialog', undefined, { timeout: 5000 });
    fireEvent.click(within(d2).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('No open invitations.')).toBeTruthy();
    expect(calls.revoke).toHaveBeenCalledWith('demo-cafe', 'abc123');
  });

  it('says a failed read in words and offers to try again', async () => {
    calls.venues.mockRejectedValueOnce(new ApiError(404, 'network'));
    calls.venues.mockResolvedValue({ venues: [], platform: false });
    await renderInFamily(<VenueAdmin />, '/merchant/demo-cafe/venues');
    expect(await screen.findByText(/No connection to the server/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Your venues \(0\)/)).toBeTruthy();
  });

  it('has no serious or critical axe violation, and reads in Chinese', async () => {
    calls.venues.mockResolvedValue({ venues: [CAFE], platform: true });
    app.lang = 'zh-hans';
    await renderInFamily(
      <main>
        <VenueAdmin />
      </main>,
      '/merchant/demo-cafe/venues',
    );
    await initI18n('zh-hans'); // after the render: the family render sets the language up
    await loadNamespaces(['venues']);
    expect(await screen.findByText('示范咖啡')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '创建场所' })).toBeTruthy();
    const axe = (await import('axe-core')).default;
    const r = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
