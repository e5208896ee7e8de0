// The kiosk's receipt (issue 34, spec 3 "Printing" and "Local service addresses"). With printReceipt
// on, the receipt goes to the venue's local print service when printServiceUrl is set (http on the
// kiosk's own machine; the service answers CORS preflights for the kiosk's origin): one POST of
// the receipt as JSON (printer name and type, the order, every line with its options, meal extras,
// ingredients left out and note, each with its price, and the same as ready-to-print text lines); a
// 2xx answer within PRINT_TIMEOUT_MS means printed. Without an address the browser prints the order
// number screen (a kiosk-mode browser sends it to its printer without a dialog).
import type { CartItem } from '../../domain';

/** How long the kiosk waits for the local print service's answer. */
export const PRINT_TIMEOUT_MS = 8_000;

export const PRINT_OUTCOMES = ['printed', 'failed', 'browser'] as const;
export type PrintOutcome = (typeof PRINT_OUTCOMES)[number];

/** One thing a line is made of, with its names in both menu languages and its price per item. */
export interface ReceiptPart {
  kind: 'option' | 'meal' | 'without';
  name1: string;
  name2: string;
  quantity: number;
  priceCents: number;
}

export interface ReceiptLine {
  name1: string;
  name2: string;
  quantity: number;
  /** The line's amount (item, options and extras, times the quantity). */
  amountCents: number;
  parts: ReceiptPart[];
  notes: string;
}

/** The cart's lines as the receipt lists them (taken when the order is placed: the cart empties after). */
export function receiptLines(items: readonly CartItem[]): ReceiptLine[] {
  return items.map((l) => ({
    name1: l.pluName1,
    name2: l.pluName2 || l.pluName1,
    quantity: l.quantity,
    amountCents: l.amount,
    parts: [
      ...l.attrs.map((a) => ({
        kind: 'option' as const,
        name1: a.name ?? '',
        name2: a.name ?? '',
        quantity: a.quantity || 1,
        priceCents: a.price,
      })),
      ...l.mealPlus.map((m) => ({
        kind: 'meal' as const,
        name1: m.pluName1 ?? '',
        name2: m.pluName2 || m.pluName1 || '',
        quantity: m.quantity || 1,
        priceCents: m.price,
      })),
      ...(l.ingredients as readonly { name1?: string; name2?: string; price?: number }[]).map((g) => ({
        kind: 'without' as const,
        name1: g.name1 ?? '',
        name2: g.name2 || g.name1 || '',
        quantity: 1,
        priceCents: g.price ? -g.price : 0,
      })),
    ],
    notes: l.notes ?? '',
  }));
}

/** What the local print service receives. */
export interface ReceiptJob {
  printer: string;
  printType: number;
  lang: string;
  shop: string;
  orderNo: string;
  serviceNo: string;
  paid: boolean;
  payment: string;
  totalCents: number;
  lines: ReceiptLine[];
  /** The receipt as text lines in the customer's language, for a service that prints them as they are. */
  text: string[];
}

/** The hosts a local print service may run on: the kiosk's own machine (the CSP allows only these). */
export const LOCAL_HOSTS = ['127.0.0.1', 'localhost'] as const;

/**
 * The local print service's address when printServiceUrl names one (http on the kiosk's own machine:
 * 127.0.0.1 or localhost, any port; Chromium's CSP takes no IPv6 literal), else null and the browser prints.
 */
export function printServiceAddress(url: string): URL | null {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'http:' && (LOCAL_HOSTS as readonly string[]).includes(u.hostname) ? u : null;
  } catch {
    return null;
  }
}

/**
 * Prints the receipt: to the local print service when its address is set, else with the browser.
 * Never throws: a service that refuses, does not answer or cannot be reached is 'failed'.
 */
export async function printReceipt(
  serviceUrl: string,
  job: ReceiptJob,
  deps: { fetch?: typeof fetch; print?: () => void; timeoutMs?: number } = {},
): Promise<PrintOutcome> {
  const address = printServiceAddress(serviceUrl);
  if (!address) {
    (deps.print ?? (() => window.print()))();
    return 'browser';
  }
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), deps.timeoutMs ?? PRINT_TIMEOUT_MS);
  try {
    const res = await (deps.fetch ?? fetch)(address.href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(job),
      signal: abort.signal,
    });
    return res.ok ? 'printed' : 'failed';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
