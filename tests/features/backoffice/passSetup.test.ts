// Date-range passes set up from the console (issue 30): the values a snapshot gives, the snapshot they
// make (passes in the resources part, the ticket service type first with ticket type 'daterange'), and
// the problems by meaning (a nameless pass, no validity, selling passes with none).
import { describe, expect, it } from 'vitest';
import { fromPassSetup, newPass, passSetupIssues, toPassSetup } from '../../../src/features/backoffice';
import { pickSnapshot, type ConfigSnapshot } from '../../../src/domain';

const shop = (): ConfigSnapshot => {
  const s = pickSnapshot({});
  return { ...s, settings: { ...s.settings, serviceTypes: ['shop'] } };
};

describe('pass setup', () => {
  it('a shop sells no passes; switching them on puts the ticket type daterange first', () => {
    const v = toPassSetup(shop());
    expect(v).toEqual({ on: false, passes: [] });
    const pass = { ...newPass(() => 0.5), name: { 'en-gb': 'Day pass', 'zh-hans': '一日通票' }, price: 20 };
    const next = fromPassSetup({ on: true, passes: [pass] }, shop());
    expect(next.settings).toMatchObject({ serviceTypes: ['ticket', 'shop'], ticketType: 'daterange' });
    expect(next.resources.passes).toEqual([{ id: pass.id, name: pass.name, days: 1, capacity: 100, priceCents: 2000 }]);
    expect(toPassSetup(next)).toEqual({ on: true, passes: [pass] });
    expect(passSetupIssues({ on: true, passes: [pass] }, shop())).toEqual([]);
  });

  it('switching passes off gives the shop back', () => {
    const on = fromPassSetup({ on: true, passes: [{ ...newPass(), name: { 'en-gb': 'A', 'zh-hans': '' } }] }, shop());
    expect(fromPassSetup({ on: false, passes: [] }, on).settings.serviceTypes).toEqual(['shop']);
  });

  it('names a pass with no name, no days and no price, and selling passes with none', () => {
    const bad = { ...newPass(), days: 0, price: null };
    expect(passSetupIssues({ on: true, passes: [bad] }, shop()).map((i) => [i.path, i.code])).toEqual([
      ['passes.0.name', 'passName'],
      ['passes.0.days', 'passDays'],
      ['passes.0.priceCents', 'passPrice'],
    ]);
    expect(passSetupIssues({ on: true, passes: [] }, shop()).map((i) => i.code)).toEqual(['passNone']);
  });
});
