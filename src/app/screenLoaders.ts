// The imports of every screen manifest that is not a customer's page (manifests.ts imports those), but
// the kiosk's (kioskScreenLoaders.ts): a chunk of its own, fetched the first time such a screen opens.
// Each screen stays its own chunk.
export const OTHER_SCREEN_FILES = import.meta.glob<unknown>(
  [
    '/screens/screens/**/*.json',
    '!/screens/screens/{home,category,category-list,sub-category,infinity-category,product,cart,cart-item,checkout,search,not-found,forbidden,not-offered,family-home,login,signup,forgot-password,me,my-wallet,my-orders,my-bookings,my-tickets,my-cards,my-qrcode,order-placed,payment-result,booking-success,booking-cancel-success,reservation-checkout,massage-checkout,ktv-checkout,partyroom-checkout,ticket-home,ticket-list,ticket-checkout,date-range,ticket-booking-success,ticket-cancel-success}.json',
    '!/screens/screens/kiosk-*.json',
  ],
  { import: 'default' },
);
