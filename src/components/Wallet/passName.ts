// The name a customer reads on a pass: the name they gave it, else the venue's card-type name, else the kind
// of card in the customer's language. A venue that never named its card type keeps the stored default
// ('Member', migration 001), which is English on every screen: it reads as the kind of card instead.
import type { Pass } from '../../features/wallet';

/** The card-type name the database stores when a venue did not give one (server/db/migrations/001_init.sql). */
export const DEFAULT_CARD_TYPE_NAME = 'Member';

type Translate = (key: `wallet.cardName_${Pass['kind']}`) => string;

export function passName(pass: Pick<Pass, 'alias' | 'typeDescription' | 'kind'>, t: Translate): string {
  const alias = pass.alias?.trim();
  if (alias) return alias;
  const typeName = pass.typeDescription?.trim();
  if (typeName && typeName !== DEFAULT_CARD_TYPE_NAME) return typeName;
  return t(`wallet.cardName_${pass.kind}`);
}
