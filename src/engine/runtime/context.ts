// React contexts of the renderer: the engine (app-wide services) and the screen being drawn.
import { createContext } from 'react';
import type { ActionEnv } from './actions';
import type { BindingContext } from './bindings';
import type { ScreenData } from './data';
import type { ElementNode, RenderProblemCode } from '../contract';

/** A compiled props validator (ajv standalone shape). */
export type PropsValidator = ((data: unknown) => boolean) & {
  errors?: { instancePath?: string; message?: string }[] | null;
};

export interface EngineServices {
  /** Development mode: problems show an error box naming the file and JSON Pointer. */
  dev: boolean;
  t: (key: string, values?: Record<string, unknown>) => string;
  /** Builds the action environment for a binding context (the screen's refresh included). */
  makeEnv: (ctx: BindingContext, refresh: (source?: string) => void) => ActionEnv;
  /** Props validators (of the resolved props) by component type, as far as they have loaded. */
  validators?: Record<string, PropsValidator>;
  /** Asks for the props validator of a type the renderer draws (loaded after this render). */
  wantValidator?: (type: string) => void;
  /** Where settings, licence and the user live in the state slices. */
  configPath: string;
  licencePath: string;
  userPath: string;
  /** Reports problems (dev overlay, console). */
  report?: (issue: { code: RenderProblemCode; file: string; path: string; message: string }) => void;
}

export const noopEnv = (ctx: BindingContext): ActionEnv => ({
  nav: { push() {}, replace() {}, back() {} },
  ctx,
  setState: () => false,
  toast() {},
  openDialog() {},
  closeDialog() {},
  refresh() {},
  setLang() {},
  setTheme() {},
  setBackButton() {},
});

export const defaultServices: EngineServices = {
  dev: false,
  t: (k) => k,
  makeEnv: (ctx) => noopEnv(ctx),
  configPath: '/venue/settings',
  licencePath: '/venue/licence',
  userPath: '/user',
};

export const EngineContext = createContext<EngineServices>(defaultServices);

export interface ScreenContextValue {
  elements: Record<string, ElementNode>;
  /** Repository-relative file of the manifest, for error messages. */
  file: string;
  data: ScreenData;
  params: Record<string, string | undefined>;
  query: URLSearchParams;
  /** The screen's title in the current language ('' for layouts). */
  title?: string;
}

export const ScreenContext = createContext<ScreenContextValue | null>(null);
