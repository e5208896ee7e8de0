// The menu in the back office (issue 31; server/routes/menu.ts): an administrator of the venue reads
// and saves the menu part of the venue's draft, imports and exports it as CSV or JSON, and staff
// switch an item sold out. Publish and rollback are the console's calls. Loaded only by admin chunks.
import { invoke } from '../invoke';
import type { ApiAnswer, CallOptions } from '../types';
import type { ConfigChange } from '../../domain';
import type { MenuDoc } from '../../domain/menu';

export interface MenuDraftInfo {
  changes: ConfigChange[];
  /** Changes of the draft outside the menu (the console's), published with it. */
  otherChanges: number;
  previewToken: string;
  updatedBy: string;
  updatedAt: number;
}
export interface MenuStateResult {
  live: MenuDoc;
  /** The open draft's menu, else the live one. */
  menu: MenuDoc;
  draft: MenuDraftInfo | null;
  stale: boolean;
  latest: number;
  /** Live items sold out now. */
  soldOut: string[];
}
export type MenuFileFormat = 'csv' | 'json';
export interface MenuExportResult {
  fileName: string;
  contentType: string;
  text: string;
}
export interface MenuImportChecked {
  checked: true;
  categories: number;
  items: number;
}

type A<R> = Promise<ApiAnswer<R>>;
type Shop = { shop: string };

export const menuState = (p: Shop, o?: CallOptions) => invoke('menuState', p, o);
export const menuDraftSave = (p: Shop & { menu: MenuDoc }, o?: CallOptions) => invoke('menuDraftSave', p, o);
export const menuImport = (p: Shop & { format: MenuFileFormat; data: string; check?: boolean }, o?: CallOptions) =>
  invoke('menuImport', p, o);
export const menuExport = (p: Shop & { format: MenuFileFormat; which?: 'live' | 'draft' }, o?: CallOptions) =>
  invoke('menuExport', p, o);
export const menuSoldOut = (
  p: Shop & { itemId: string; soldOut: boolean },
  o?: CallOptions,
): A<{ itemId: string; soldOut: boolean }> => invoke('menuSoldOut', p, o);
