// The props validators of the component types no menu page draws (App.tsx imports the menu ones), in
// two chunks: this one holds the loaders of the shop's order and sign-in pages' types (the checkout,
// the cart, an item, an order, sign-in and sign-up, and the kit's headings, texts and buttons they
// draw), fetched the first time such a type is drawn; laterValidatorLoaders.ts every other type's,
// fetched only when a page draws one of them. The signed-in checkout downloaded the loaders of all
// sixty-nine types for its three. Each validator stays its own chunk.
import type { PropsValidator } from '../engine/runtime/context';

export const OTHER_VALIDATOR_FILES = import.meta.glob<PropsValidator>(
  '../generated/props/{Button,CartView,CheckoutForm,DataState,Heading,LoginForm,MyOrders,OrderNumbers,OrderStatus,ProductDetail,SignupForm,SmsLoginForm,Text}.js',
  { import: 'validate' },
);

let later: Promise<Record<string, () => Promise<PropsValidator>>> | null = null;

/** The validator of a type's file: from this chunk's loaders, else from the later chunk's (fetched once). */
export function otherValidatorFile(file: string): Promise<PropsValidator> {
  const own = OTHER_VALIDATOR_FILES[file];
  if (own) return own();
  later ??= import('./laterValidatorLoaders').then((m) => m.LATER_VALIDATOR_FILES);
  later.catch(() => {
    later = null;
  });
  return later.then((files) => files[file]?.() ?? Promise.reject(new Error(`no validator ${file}`)));
}
