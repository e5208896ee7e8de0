// What a failed wallet call tells the customer: a text key of the wallet namespace, or the server's
// words for a refusal it explains. No answer and a server fault have our words, in their language; a
// server fault's own words (in no one's language) are never shown.
import { noDecision, WalletRefused } from '../../features/wallet';

export function refusalText(e: unknown): string {
  if (e instanceof WalletRefused && e.code === 'network') return 'walletcard.networkFailed';
  if (noDecision(e) || !(e instanceof WalletRefused) || !e.display) return 'walletcard.failed';
  return e.display;
}
