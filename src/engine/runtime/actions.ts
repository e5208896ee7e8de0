// The one action runtime. Manifests name typed actions; modules register more (cart.add, ...).
import type { ActionSpec, Condition, PropValue, RenderProblemCode } from '../contract';
import { resolveValue, type BindingContext } from './bindings';
import { evalCondition } from './conditions';
import type { Navigator } from './navigation';
import { sendFlowEvent } from '../flow/events';

/** What an action may touch. The app provides it; tests provide fakes. */
export interface ActionEnv {
  nav: Navigator;
  /** Binding context for the action's arguments ($event included). */
  ctx: BindingContext;
  setState(pointer: string, value: unknown): boolean;
  toast(message: string, opts: Record<string, unknown>): void;
  openDialog(id: string): void;
  closeDialog(id?: string): void;
  refresh(source?: string): void;
  setLang(lang: string): void;
  setTheme(id: string): void;
  setBackButton(on: boolean): void;
  /** Reports a failing action (shown in development, logged otherwise). */
  report?(issue: { code: RenderProblemCode; message: string }): void;
}

export type ActionHandler = (args: Record<string, unknown>, env: ActionEnv) => void | Promise<void>;

import type { ActionName } from '../actionCatalogue';

const handlers = new Map<string, ActionHandler>();

/** Registers an action type. A second registration of the same name is a start-up error. */
export function registerAction(name: ActionName, handler: ActionHandler): void {
  if (handlers.has(name)) throw new Error(`Action "${name}" is registered twice`);
  handlers.set(name, handler);
}

export function hasAction(name: string): boolean {
  return handlers.has(name);
}

const num = (v: unknown): number | undefined =>
  v === undefined || v === null || v === '' ? undefined : Number(v) || 0;
const str = (v: unknown): string => (v === undefined || v === null ? '' : String(v));

registerAction('navigate', (a, env) => env.nav.push(str(a.to), num(a.delay)));
registerAction('replace', (a, env) => env.nav.replace(str(a.to), num(a.delay)));
registerAction('back', (a, env) => env.nav.back(num(a.delay)));
registerAction('state.set', (a, env) => {
  if (!env.setState(str(a.path), a.value)) throw new Error(`state.set cannot write "${str(a.path)}"`);
});
registerAction('toast', (a, env) =>
  env.toast(str(a.message), { tone: a.tone, duration: num(a.duration), position: a.position, values: a.values }),
);
registerAction('dialog.open', (a, env) => env.openDialog(str(a.id)));
registerAction('dialog.close', (a, env) => env.closeDialog(a.id === undefined ? undefined : str(a.id)));
registerAction('data.refresh', (a, env) => env.refresh(a.source === undefined ? undefined : str(a.source)));
registerAction('lang.set', (a, env) => env.setLang(str(a.lang)));
registerAction('theme.set', (a, env) => env.setTheme(str(a.theme)));
// {enabled:false} hides the shell's back button (merchant login); `on` is the older spelling. Every
// route change turns it back on before the route's onEnter actions run (router.tsx).
// Sends an event to the running flow (kiosk); dropped, and reported, when no flow runs.
registerAction('flow.send', (a, env) => {
  if (!sendFlowEvent(str(a.event)) && env.report)
    env.report({ code: 'flow.none', message: `No flow is running for "${str(a.event)}"` });
});
registerAction('nav.backButton', (a, env) =>
  env.setBackButton(a.enabled !== undefined ? Boolean(a.enabled) : a.on !== undefined ? Boolean(a.on) : true),
);

/**
 * Runs actions in order. A `when` that does not hold skips that action. An unknown or failing
 * action is reported and stops the rest of the list, never the page. Returns how many ran.
 */
export async function runActions(list: readonly ActionSpec[] | undefined, env: ActionEnv): Promise<number> {
  let ran = 0;
  for (const spec of list ?? []) {
    try {
      if (!spec || typeof spec !== 'object' || typeof spec.action !== 'string')
        throw new Error('An action needs a name');
      if (!evalCondition(spec.when as Condition | undefined, env.ctx)) continue;
      const handler = handlers.get(spec.action);
      if (!handler) throw new Error(`Unknown action "${spec.action}"`);
      const args: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(spec)) {
        if (k !== 'action' && k !== 'when') args[k] = resolveValue(v as PropValue, env.ctx);
      }
      await handler(args, env);
      ran++;
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (env.report) env.report({ code: 'action.failed', message });
      else console.error(message);
      break;
    }
  }
  return ran;
}
