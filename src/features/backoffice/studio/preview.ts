// Where the studio's preview frames point: real customer screens of the venue, opened with
// ?studioPreview=1 so the page takes the draft theme from the studio (src/app/studioPreview.ts) and
// the server lets the studio's own origin frame it (server/security.ts).

export const PREVIEW_SCREENS = ['home', 'product', 'cart', 'checkout', 'booking'] as const;
export type PreviewScreen = (typeof PREVIEW_SCREENS)[number];

/** Route families whose venues take bookings (their checkout is a booking screen). */
export const BOOKING_FAMILIES = ['massage', 'partyroom', 'ktv', 'reservation'] as const;
/** The sample booking venue the booking preview shows when the venue itself takes no bookings. */
export const SAMPLE_BOOKING_VENUE = { shop: 'demo-massage', family: 'massage' } as const;

/** The booking family of a venue from its home path (app.venueHome), or null when it takes no bookings. */
export function bookingFamilyOf(venueHome: string): string | null {
  const first = venueHome.split('/')[1] ?? '';
  return (BOOKING_FAMILIES as readonly string[]).includes(first) ? first : null;
}

/**
 * The customer's page of a preview screen at `shop` (product: the first item of the catalogue; cart and
 * checkout with a sample cart; booking: the venue's own booking screen, else the sample booking venue's).
 */
export function previewUrl(
  shop: string,
  screen: PreviewScreen,
  productId = '',
  bookingFamily: string | null = null,
): string {
  const s = encodeURIComponent(shop);
  const booking = bookingFamily
    ? `/${bookingFamily}/${s}/checkout`
    : `/${SAMPLE_BOOKING_VENUE.family}/${SAMPLE_BOOKING_VENUE.shop}/checkout`;
  const path = {
    home: `/shop/${s}/home`,
    product: productId ? `/shop/${s}/product/${encodeURIComponent(productId)}` : `/shop/${s}/category`,
    cart: `/shop/${s}/cart`,
    checkout: `/shop/${s}/checkout`,
    booking,
  }[screen];
  return `${path}?studioPreview=1${screen === 'cart' || screen === 'checkout' ? '&sampleCart=1' : ''}`;
}

/** The kiosk's start (its splash) for the venue: a link, opened in a tab of its own. */
export const kioskSplashUrl = (shop: string): string => `/self/${encodeURIComponent(shop)}`;

/** The sample kiosk venue the kiosk preview shows when the venue itself runs no kiosk. */
export const SAMPLE_KIOSK_VENUE = 'demo-kiosk';

/** The kiosk's page of a preview screen (1080 x 1920): home is its splash, product its menu, cart and checkout with the sample cart. */
export function kioskPreviewUrl(shop: string, screen: PreviewScreen): string {
  const tail = { home: '', product: '/category', cart: '/cart', checkout: '/checkout', booking: '' }[screen];
  return `${kioskSplashUrl(shop)}${tail}?studioPreview=1${screen === 'cart' || screen === 'checkout' ? '&sampleCart=1' : ''}`;
}

/** The message a preview frame sends once it listens (src/app/studioPreview.ts). */
export const PREVIEW_READY = 'studio:ready';
