// The engine's build-time catalogue of manifest actions: every name a manifest's `on` or `onEnter` list may
// run. registerAction takes only these names (a handler for a name not listed fails the type check), and
// npm run validate:manifests refuses a manifest naming any other (action.unknown, with its JSON Pointer).
export const ACTION_NAMES = [
  'navigate',
  'replace',
  'back',
  'state.set',
  'toast',
  'dialog.open',
  'dialog.close',
  'data.refresh',
  'lang.set',
  'theme.set',
  'flow.send',
  'nav.backButton',
  'receipt.print',
  'venue.tradingHours',
  'cart.add',
  'cart.setQuantity',
  'cart.remove',
  'cart.clear',
  'checkout.submit',
] as const;
export type ActionName = (typeof ACTION_NAMES)[number];

/** The arguments an action cannot run without (src/engine/runtime/actions.ts reads them): a manifest that leaves
 * one out fails npm run validate:manifests (action.args, with its JSON Pointer), not only when pressed. */
export const ACTION_REQUIRED_ARGS: Partial<Record<ActionName, readonly string[]>> = {
  navigate: ['to'],
  replace: ['to'],
  'state.set': ['path'],
  toast: ['message'],
  'dialog.open': ['id'],
  'lang.set': ['lang'],
  'theme.set': ['theme'],
  'flow.send': ['event'],
};
