// What a failed wallet call tells the customer: a text key of the wallet namespace, or the server's
// words for a refusal it explains. No answer and a server fault have our words, in their language; a
// server fault's own words (in no one's language) are never shown.
import { noDecision, walletRefusal } from '../../features/wallet';

export function refusalText(e: unknown): string {
  const r = walletRefusal(e);
  if (r?.code === 'network') return 'walletcard.networkFailed';
  if (noDecision(e) || !r || !r.display) return 'walletcard.failed';
  return r.display;
}
