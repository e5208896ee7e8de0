// The imports of every screen manifest a menu page does not open (manifests.ts imports those), but
// the kiosk's (kioskScreenLoaders.ts): a chunk of its own, fetched the first time such a screen opens.
// Each screen stays its own chunk.
export const OTHER_SCREEN_FILES = import.meta.glob<unknown>(
  [
    '/screens/screens/**/*.json',
    '!/screens/screens/{home,category,category-list,sub-category,infinity-category,product,cart,cart-item,checkout,search,not-found,forbidden,not-offered,family-home}.json',
    '!/screens/screens/kiosk-*.json',
  ],
  { import: 'default' },
);
