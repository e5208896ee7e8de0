// The venues calls decoded for the screens: a refusal by field reaches the screen as the call error
// whose problem venueProblem names (not the console's generic failure), a success as its result.
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

import { ApiError } from '../../../src/api/errors';
import { consoleErrorOf, createVenue, inviteAdmin, venueProblem } from '../../../src/features/backoffice';

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

  it('a taken web address id is a refusal naming the problem and keeping the sentence', async () => {
    const msg = 'The web address id demo-cafe is already used by another venue: choose another.';
    answer.next = { success: false, dispMsg: msg, result: { rtn: 0, problem: 'taken', dispMsg: msg } };
    const e = await createVenue(NEW).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(venueProblem(e)).toBe('taken');
    expect((e as ApiError).serverMessage).toBe(msg);
  });

  it('an invitation without a contact is refused as contact', async () => {
    answer.next = { success: false, dispMsg: 'x', result: { rtn: 0, problem: 'contact' } };
    expect(venueProblem(await inviteAdmin('demo-cafe', { email: 'nope' }).catch((x: unknown) => x))).toBe('contact');
  });

  it('a success is its result; an unknown refusal is the console failure', async () => {
    answer.next = { success: true, result: { shopId: 'bay-cafe' } };
    await expect(createVenue({ ...NEW, shopId: 'bay-cafe' })).resolves.toEqual({ shopId: 'bay-cafe' });
    answer.next = { success: false, dispMsg: 'boom', result: { rtn: 0, problem: 'weird' } };
    const e = await createVenue(NEW).catch((x: unknown) => x);
    expect(venueProblem(e)).toBeNull();
    expect(consoleErrorOf(e)).toEqual({ code: 'error', serverMessage: 'boom', detail: {} });
  });
});
