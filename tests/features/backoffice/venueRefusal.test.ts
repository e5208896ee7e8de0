// The venues calls decoded for the screens: a refusal by field reaches the screen as a VenueRefusal
// (not as the console's generic failure), a success as its result, a server failure as ConsoleError.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const answer = vi.hoisted(() => ({ next: null as unknown }));
vi.mock('../../../src/api/calls/venues', () => {
  const call = vi.fn(async () => answer.next);
  return {
    venueCreate: call,
    venueList: call,
    venueTemplates: call,
    adminInvite: call,
    adminList: call,
    adminRemove: call,
    adminRevoke: call,
  };
});

import { ConsoleError, createVenue, inviteAdmin, VenueRefusal } from '../../../src/features/backoffice';

const NEW = {
  nameEn: 'Bay',
  nameZh: '湾',
  shopId: 'demo-cafe',
  template: 'cafe',
  currency: 'HKD',
  timeZone: 'Asia/Hong_Kong',
};

describe('venues api refusals', () => {
  beforeEach(() => {
    answer.next = null;
  });

  it('a taken web address id is a VenueRefusal naming the problem and keeping the sentence', async () => {
    const msg = 'The web address id demo-cafe is already used by another venue: choose another.';
    answer.next = { success: false, dispMsg: msg, result: { rtn: 0, problem: 'taken', dispMsg: msg } };
    const e = await createVenue(NEW).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(VenueRefusal);
    expect((e as VenueRefusal).problem).toBe('taken');
    expect((e as VenueRefusal).serverMessage).toBe(msg);
  });

  it('an invitation without a contact is refused as contact', async () => {
    answer.next = { success: false, dispMsg: 'x', result: { rtn: 0, problem: 'contact' } };
    await expect(inviteAdmin('demo-cafe', { email: 'nope' })).rejects.toMatchObject({ problem: 'contact' });
  });

  it('a success is its result; an unknown refusal is the console failure', async () => {
    answer.next = { success: true, result: { shopId: 'bay-cafe' } };
    await expect(createVenue({ ...NEW, shopId: 'bay-cafe' })).resolves.toEqual({ shopId: 'bay-cafe' });
    answer.next = { success: false, dispMsg: 'boom', result: { rtn: 0, problem: 'weird' } };
    const e = await createVenue(NEW).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ConsoleError);
    expect(e).not.toBeInstanceOf(VenueRefusal);
  });
});
