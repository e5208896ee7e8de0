// What the kiosk asks for ahead of need: its flow manifest (once), the splash's screens and code with
// the kiosk's start, and at the first touch the steps that touch leads to.
import type { FlowManifest } from '../../engine/contract';
import { withChunkTimeout } from '../../engine/runtime/chunks';
import { preloadComponents } from '../../engine/runtime/registry';
import { routeLoaders, typesOf } from '../../engine/runtime/routeLoaders';
import { startKiosk } from '../../features/kiosk';
import { preloadStep } from '../KioskStep/KioskStep';

/** The flow the kiosk runs (screens/kiosk/kiosk.json, loaded through the app's manifest loader). */
const FLOW_ID = 'kiosk';
/** The screens of the first two steps (startup, then the splash) and their step code. */
const FIRST_SCREENS = ['kiosk-startup', 'kiosk-splash'];
const FIRST_STEPS = ['startup', 'splash'] as const;
/**
 * Where a touch on the splash leads (the language, dining and menu steps, whichever the venue's
 * settings show first): their screens and code are asked for at the touch's pointerdown, so the menu
 * (with the order, cart and catalogue code it brings) is on its way before the touch ends.
 */
const TOUCH_SCREENS = ['kiosk-language', 'kiosk-dining', 'kiosk-categories'];
const TOUCH_STEPS = ['language', 'dining', 'categories'] as const;

let flowLoad: Promise<FlowManifest> | null = null;
/** The flow manifest, asked for once (again after a failure). */
export function loadKioskFlow(): Promise<FlowManifest> {
  const load = routeLoaders()?.loadFlow;
  if (!load) return Promise.reject(new Error('No flow loader'));
  if (!flowLoad) {
    const p = withChunkTimeout(load(FLOW_ID));
    flowLoad = p;
    p.catch(() => {
      if (flowLoad === p) flowLoad = null;
    });
  }
  return flowLoad;
}

/** Asks for steps' screens (with their components) and code, side by side. */
function warmScreens(screens: readonly string[], steps: readonly Parameters<typeof preloadStep>[0][]): void {
  const loaders = routeLoaders();
  if (loaders)
    for (const id of screens)
      void loaders
        .loadScreen(id)
        .then((d) => preloadComponents(typesOf(d)))
        .catch(() => undefined);
  for (const step of steps) void preloadStep(step);
}

/**
 * Everything the splash needs starts with this component's code, side by side instead of one after
 * the other: the flow, the first two steps' screens and components, and the kiosk's start (settings).
 * The steps' code (KioskStep with the startup and the splash) is a static import of this chunk, so
 * it comes with it. The splash draws one round trip after the kiosk's code instead of six.
 */
export function warmStart(): void {
  void loadKioskFlow().catch(() => undefined);
  warmScreens(FIRST_SCREENS, FIRST_STEPS);
  void startKiosk();
}

let touchWarmed = false;
/** The first touch or key: the steps it leads to start loading (once per page). */
export function warmTouch(): void {
  if (touchWarmed) return;
  touchWarmed = true;
  warmScreens(TOUCH_SCREENS, TOUCH_STEPS);
}
