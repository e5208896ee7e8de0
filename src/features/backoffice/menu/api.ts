// The menu editor's calls, decoded like the console's (console/api.ts `run`): a refusal rejects with the
// one call error, ApiError (read with consoleErrorOf); a menu refusal also carries its problems (an
// import's by row and column, a draft's by path), read with menuProblems.
import {
  menuDraftSave,
  menuExport,
  menuImport,
  menuSoldOut,
  menuState,
  type MenuFileFormat,
  type MenuImportChecked,
  type MenuStateResult,
} from '../../../api/calls/menu';
import type { MenuDoc } from '../../../domain/menu';
import { ApiError, isRecord } from '../../../api/errors';
import { run } from '../console/api';

export type { MenuFileFormat, MenuImportChecked, MenuStateResult };

/** One problem the server found: a CSV row and column, or a path in the menu (`items.3.priceCents`). */
export interface MenuProblem {
  row?: number;
  column?: string;
  path?: string;
  /** `csv.*` (a file problem) or `menu.*` (a value the menu's checker refuses); shown in the screen's language. */
  code?: string;
  values?: Record<string, string | number>;
  /** English, for when the code is not one the screen knows. */
  message: string;
}

/** A problem's values for its words: the text and number fields only. */
const valuesOf = (v: unknown): Record<string, string | number> =>
  Object.fromEntries(
    Object.entries(isRecord(v) ? v : {}).filter(
      (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
    ),
  );

/** The problems of a refused menu call (an import's by row and column, a draft's by path), or null when it names none. */
export function menuProblems(e: unknown): { list: MenuProblem[]; total: number } | null {
  if (!(e instanceof ApiError)) return null;
  const raw = e.detailList('problems', isRecord) ?? e.detailList('issues', isRecord);
  if (!raw) return null;
  const list = raw.map((p) => ({
    ...(typeof p.row === 'number' ? { row: p.row } : {}),
    ...(typeof p.column === 'string' ? { column: p.column } : {}),
    ...(typeof p.path === 'string' ? { path: p.path } : {}),
    ...(typeof p.code === 'string' ? { code: p.code } : {}),
    ...(isRecord(p.values) ? { values: valuesOf(p.values) } : {}),
    message: String(p.message ?? ''),
  }));
  return { list, total: e.detailNumber('total') ?? list.length };
}

const runMenu = run;

const q = { quiet: true } as const;
export const readMenu = (shop: string) => runMenu(() => menuState({ shop }, q));
export const saveMenu = (shop: string, menu: MenuDoc) => runMenu(() => menuDraftSave({ shop, menu }, q));
/** Checks a file (`check`) or makes it the draft; `data` is the file's bytes in base64. */
export const importMenu = (shop: string, format: MenuFileFormat, data: string, check: boolean) =>
  runMenu(() => menuImport({ shop, format, data, check }, q));
export const exportMenu = (shop: string, format: MenuFileFormat, which: 'live' | 'draft') =>
  runMenu(() => menuExport({ shop, format, which }, q));
export const switchSoldOut = (shop: string, itemId: string, soldOut: boolean) =>
  runMenu(() => menuSoldOut({ shop, itemId, soldOut }, q));

/** A file's bytes as base64 (what the import call carries). */
export async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
