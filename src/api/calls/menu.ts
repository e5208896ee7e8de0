// The menu in the back office (issue 31; server/routes/menu.ts): an administrator of the venue reads
// and saves the menu part of the venue's draft, imports and exports it as CSV or JSON, and staff
// switch an item sold out. Publish and rollback are the console's calls. Loaded only by admin chunks.
// Payloads and answers are the calls' contracts (schemas/calls/pro.backoffice.menu.*.json).
import { invoke } from '../invoke';
import type { CallOptions } from '../types';
import type { CallPayload, CallResult, VenuePayload as Named } from '../callAnswer';
import type { MenuDoc } from '../../domain/menu';

/** The live menu, the draft's (else the live one), the draft's menu changes, and the items sold out now. */
export type MenuStateResult = CallResult<'menuState'>;
export type MenuFileFormat = CallPayload<'menuExport'>['format'];
/** What a checked import file holds (nothing saved). */
export type MenuImportChecked = Extract<CallResult<'menuImport'>, { checked: true }>;

/**
 * The draft save's payload with the editor's menu: the server checks it against the menu document
 * (schemas/menu.schema.json) at the door, refusing one that fails.
 */
export type MenuDraftSavePayload = Omit<Named<'menuDraftSave'>, 'menu'> & { menu: MenuDoc };

export const menuState = (p: Named<'menuState'>, o?: CallOptions) => invoke('menuState', p, o);
export const menuDraftSave = (p: MenuDraftSavePayload, o?: CallOptions) => invoke('menuDraftSave', p, o);
export const menuImport = (p: Named<'menuImport'>, o?: CallOptions) => invoke('menuImport', p, o);
export const menuExport = (p: Named<'menuExport'>, o?: CallOptions) => invoke('menuExport', p, o);
export const menuSoldOut = (p: Named<'menuSoldOut'>, o?: CallOptions) => invoke('menuSoldOut', p, o);
