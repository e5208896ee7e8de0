// Where an edited cart line goes after "Update": the phone's item page goes back to the cart page;
// a host that shows the item in a dialog over its own cart (the kiosk) provides true and closes the
// dialog on ProductDetail's 'updated' event instead.
import { createContext } from 'react';

export const EditInPlaceContext = createContext(false);
