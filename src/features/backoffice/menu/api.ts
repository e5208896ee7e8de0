// The menu editor's calls, decoded like the console's (console/api.ts `run`): a refusal is a
// ConsoleError; a menu refusal also carries its problems (an import's by row and column, a draft's
// by path) as MenuError.
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
import type { ApiAnswer } from '../../../api/types';
import type { MenuDoc } from '../../../domain/menu';
import { ConsoleError, run } from '../console/api';

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

export class MenuError extends ConsoleError {
  constructor(
    base: ConsoleError,
    public readonly problems: MenuProblem[],
    public readonly total: number,
  ) {
    super(base.code, base.serverMessage, base.detail);
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function problemsOf(a: ApiAnswer<unknown>): { list: MenuProblem[]; total: number } | null {
  const r = a.result;
  if (a.success === true || !isObj(r)) return null;
  const raw = Array.isArray(r.problems) ? r.problems : Array.isArray(r.issues) ? r.issues : null;
  if (!raw) return null;
  const list = raw.filter(isObj).map((p) => ({
    ...(typeof p.row === 'number' ? { row: p.row } : {}),
    ...(typeof p.column === 'string' ? { column: p.column } : {}),
    ...(typeof p.path === 'string' ? { path: p.path } : {}),
    message: String(p.message ?? ''),
  }));
  return { list, total: typeof r.total === 'number' ? r.total : list.length };
}

async function runMenu<R>(call: () => Promise<ApiAnswer<R>>): Promise<R> {
  let found: { list: MenuProblem[]; total: number } | null = null;
  try {
    return await run(async () => {
      const a = await call();
      found = problemsOf(a);
      return a;
    });
  } catch (e) {
    const f = found as { list: MenuProblem[]; total: number } | null;
    if (f && e instanceof ConsoleError) throw new MenuError(e, f.list, f.total);
    throw e;
  }
}

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
