// The imports of every screen manifest a menu page does not open (manifests.ts imports those): a
// chunk of its own, fetched the first time such a screen opens. Each screen stays its own chunk.
export const OTHER_SCREEN_FILES = import.meta.glob<unknown>(
  ['/screens/screens/**/*.json', '!/screens/screens/{home,category,category-list,sub-category,infinity-category,product,cart,cart-item,checkout,search,not-found,forbidden,not-offered,family-home}.json'],
  { import: 'default' },
);

// A screen outside the menu pages nearly always draws a component type outside them too (all but the
// info pages and the self-service checkout): the import map of those types (components/registryLoaders)
// starts loading with this chunk, side by side with the screen's own file instead of one round trip after it.
void import('../components/registryLoaders').catch(() => undefined);
