import { describe, expect, it } from 'vitest';
import { DEFAULT_CARD_TYPE_NAME, passName } from '../../src/components/Wallet/passName';

const zh = (key: string) => ({ 'wallet.cardName_loyalty': '会员卡', 'wallet.cardName_stored': '储值卡' })[key] ?? key;

describe('the name a customer reads on a pass', () => {
  it('is the name the customer gave it first', () => {
    expect(passName({ alias: ' Coffee card ', typeDescription: 'Gold', kind: 'stored' }, zh)).toBe('Coffee card');
  });
  it('is the venue’s own card-type name next', () => {
    expect(passName({ alias: '', typeDescription: 'Gold', kind: 'loyalty' }, zh)).toBe('Gold');
  });
  it('is the kind of card in the customer’s language when the venue kept the stored default or none', () => {
    expect(passName({ alias: '', typeDescription: DEFAULT_CARD_TYPE_NAME, kind: 'loyalty' }, zh)).toBe('会员卡');
    expect(passName({ alias: '  ', typeDescription: '', kind: 'stored' }, zh)).toBe('储值卡');
  });
});
