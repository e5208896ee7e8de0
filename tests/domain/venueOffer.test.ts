// What a venue offers, from its configuration (src/domain/venueOffer.ts), and spec 4's reset.
import { describe, expect, it } from 'vitest';
import { defaultSettings, normaliseSettings } from '../../src/domain/settings';
import { readServiceTypes, settingsForLicence, venueMode, venueModes } from '../../src/domain/venueOffer';
import { homeFamily } from '../../src/domain/homeFamily';

describe('service types (spec 9)', () => {
  it.each([
    [
      ['shop', 'reservation'],
      ['shop', 'reservation'],
    ],
    ['massage, ktv', ['massage', 'ktv']],
    ['Ticket', ['ticket']],
    [['bowling', 'shop', 'shop'], ['shop']],
    [[], ['shop']],
    [undefined, ['shop']],
    ['', ['shop']],
    [42, ['shop']],
  ])('%j -> %j', (raw, want) => expect(readServiceTypes(raw)).toEqual(want));
});

describe('mode', () => {
  it.each([
    [{}, 'online'],
    [{ kioskMode: 1 }, 'kiosk'],
    [{ kioskMode: '1', cashierMode: 1 }, 'kiosk'],
    [{ cashierMode: true }, 'cashier'],
    [{ usage: 'kiosk' }, 'kiosk'],
    [{ usage: 'Kiosk ', kioskMode: 0 }, 'online'],
    [{ usage: 'shop', kioskMode: '' }, 'online'],
  ])('%j -> %s', (raw, want) => expect(venueMode(raw)).toBe(want));
  it('spot type 2 adds table service', () => {
    expect(venueModes({ spotType: 2 })).toEqual(['online', 'table']);
    expect(venueModes({ spotType: '2', kioskMode: 1 })).toEqual(['kiosk', 'table']);
    expect(venueModes({ spotType: 4 })).toEqual(['online']);
  });
});

describe('the family of a plain link', () => {
  it.each([
    [{ modes: ['kiosk'], serviceTypes: ['massage'] }, 'self'],
    [{ modes: ['cashier', 'table'], serviceTypes: ['shop'] }, 'merchant'],
    [{ modes: ['online'], serviceTypes: ['ktv', 'shop'] }, 'ktv'],
    [{ modes: ['online'], serviceTypes: ['ticket'], ticketType: 'daterange' }, 'company'],
    [{ modes: ['online'], serviceTypes: ['ticket'] }, 'ticket'],
    [{ modes: [], serviceTypes: [] }, 'shop'],
  ] as const)('%j -> %s', (s, want) => expect(homeFamily({ ticketType: 'parking', ...s } as never)).toBe(want));
});

describe('spec 4: setting the licence state to false resets the configuration', () => {
  const raw = {
    shopId: 'demo-kiosk',
    shopKey: 'key',
    shopName: 'Burger Kiosk',
    serviceTypes: ['shop'],
    kioskMode: 1,
    itemsPerRow: 4,
    preOrder: 1,
    moneySymbol: '¥',
    spotType: 2,
  };
  it('an active licence keeps every setting', () => {
    const s = normaliseSettings(raw);
    expect(settingsForLicence(s, defaultSettings(), true)).toBe(s);
  });
  it('a licence state of false gives the defaults, keeping identity and service types', () => {
    const s = settingsForLicence(normaliseSettings(raw), defaultSettings(), false);
    expect(s).toEqual({
      ...defaultSettings(),
      shopId: 'demo-kiosk',
      shopKey: 'key',
      shopName: 'Burger Kiosk',
      serviceTypes: ['shop'],
      ticketType: 'parking',
      pathId: '',
    });
    expect(s).toMatchObject({
      kioskMode: false,
      modes: ['online'],
      itemsPerRow: 3,
      preOrder: false,
      moneySymbol: '$',
      spotType: 4,
    });
  });
});
