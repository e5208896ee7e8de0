// Where the studio's preview frames point: real customer screens of the venue, opened with
// ?studioPreview=1 so the page takes the draft theme from the studio (src/app/studioPreview.ts) and
// the server lets the studio's own origin frame it (server/security.ts).

export const PREVIEW_SCREENS = ['home', 'product', 'cart', 'checkout', 'booking'] as const;
export type PreviewScreen = (typeof PREVIEW_SCREENS)[number];

/** The customer's page of a preview screen at `shop` (product: the first item of the catalogue). */
export function previewUrl(shop: string, screen: PreviewScreen, productId = ''): string {
  const s = encodeURIComponent(shop);
  const path = {
    home: `/shop/${s}/home`,
    product: productId ? `/shop/${s}/product/${encodeURIComponent(productId)}` : `/shop/${s}/category`,
    cart: `/shop/${s}/cart`,
    checkout: `/shop/${s}/checkout`,
    booking: `/reservation/${s}/checkout`,
  }[screen];
  return `${path}?studioPreview=1`;
}

/** The kiosk's start (its splash) for the venue: a link, opened in a tab of its own. */
export const kioskSplashUrl = (shop: string): string => `/self/${encodeURIComponent(shop)}`;

/** The message a preview frame sends once it listens (src/app/studioPreview.ts). */
export const PREVIEW_READY = 'studio:ready';
