// The imports of the kiosk's screen manifests (kiosk-*.json, the flow's steps and the kiosk
// operations): a chunk of its own, so the other pages beyond the menu do not carry their import map.
export const KIOSK_SCREEN_FILES = import.meta.glob<unknown>('/screens/screens/kiosk-*.json', { import: 'default' });
