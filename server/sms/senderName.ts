// The venue's name at the head of a verification SMS (issue 27 finding 14): the company name is venue
// configuration, so it is bounded and cleaned before it goes into a text message: a long name would
// split the message into many paid parts and push the code out of the preview, and links, line breaks or
// control characters in it would let a venue's text pose as something else ("… Call 1900 … ").

/** The longest sender name in an SMS: with the fixed text, one message part. */
export const SMS_NAME_MAX = 30;
/** Used when the venue has no usable name. */
export const SMS_NAME_FALLBACK = 'Venue';

/** Letters and digits of any script, spaces and a few marks a business name has; everything else goes. */
const UNSAFE = /[^\p{L}\p{N} &'.,()-]/gu;

export function smsSenderName(company: unknown): string {
  if (typeof company !== 'string') return SMS_NAME_FALLBACK;
  // Link-like runs (a scheme or a www. host) are dropped whole: their dots and letters alone would survive the filter.
  const cleaned = company
    .normalize('NFKC')
    .replace(/\b(?:https?|ftp):\/*\S*|\bwww\.\S*/giu, ' ')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const cut = [...cleaned].slice(0, SMS_NAME_MAX).join('').trim();
  return cut || SMS_NAME_FALLBACK;
}
