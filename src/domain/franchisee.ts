// Franchisee selection (spec 4): keep the saved card while the server still lists it.

export interface FranchiseeEntry {
  cardNum: string;
  passCode: string;
}

export interface FranchiseeChoice {
  /** The entry to use, or null when the list is empty. */
  entry: FranchiseeEntry | null;
  /** True when the card differs from the saved one: the cart must be emptied. */
  cardChanged: boolean;
}

/**
 * The saved card number and pass code are reused if that card is still in the returned list;
 * otherwise the first entry is used, and the cart is emptied when the card changes.
 */
export function selectFranchisee(
  list: readonly FranchiseeEntry[] | null | undefined,
  saved: Partial<FranchiseeEntry> | null | undefined,
): FranchiseeChoice {
  const entries = list ?? [];
  const kept = saved?.cardNum ? entries.find((e) => e.cardNum === saved.cardNum) : undefined;
  if (kept) return { entry: { cardNum: kept.cardNum, passCode: saved?.passCode || kept.passCode }, cardChanged: false };
  const entry = entries[0] ?? null;
  return { entry, cardChanged: (entry?.cardNum ?? '') !== (saved?.cardNum ?? '') };
}
