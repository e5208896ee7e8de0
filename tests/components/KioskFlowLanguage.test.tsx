// @vitest-environment jsdom
// A kiosk visit starts in the venue's language, and the kiosk's languages are the visit's own: the
// language a phone customer chose in the same browser (stored as 'venue_lang') stays as it was.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import KioskFlow from '../../src/components/KioskFlow/KioskFlow';
import { changeLanguage, makeEnv } from '../../src/app/env';
import { components } from '../../src/components/registry';
import type { FlowManifest, ScreenManifest } from '../../src/engine/contract';
import { EngineContext, defaultServices } from '../../src/engine/runtime/context';
import { registerComponents, componentTypes } from '../../src/engine/runtime/registry';
import { setRouteLoaders } from '../../src/engine/runtime/routeLoaders';
import { loadNamespaces } from '../../src/i18n';
import { readStored } from '../../src/shared/storage';
import { app, venue } from '../../src/state/stores';
import flowJson from '../../screens/kiosk/kiosk.json';
import { renderInFamily } from './helpers';

beforeEach(async () => {
  localStorage.clear();
  if (componentTypes().length === 0) registerComponents(components);
  setRouteLoaders({
    loadScreen: async (id) =>
      ({
        kind: 'screen',
        schemaVersion: 1,
        id,
        root: 't',
        elements: { t: { type: 'Text', props: { text: `screen ${id}` } } },
      }) as unknown as ScreenManifest,
    loadLayout: async () => {
      throw new Error('no layouts');
    },
    loadFlow: async () => flowJson as unknown as FlowManifest,
  });
  await loadNamespaces(['kiosk']);
  venue.settings.defaultLang = 'en-gb';
});
afterEach(() => {
  app.kioskOnScreen = false;
});

/** The kiosk with the app's own action environment (its language action is the app's). */
const kioskWithAppEnv = () =>
  renderInFamily(
    <EngineContext.Provider value={{ ...defaultServices, makeEnv }}>
      <KioskFlow />
    </EngineContext.Provider>,
    '/self/demo-kiosk/kiosk',
  );

describe("the kiosk's language", () => {
  it("a new visit starts in the venue's language and leaves the phone customer's stored choice alone", async () => {
    // A phone customer of this browser chose Chinese.
    await changeLanguage('zh-hans');
    expect(readStored('lang')).toBe('zh-hans');
    const { unmount } = await kioskWithAppEnv();
    expect(await screen.findByText('screen kiosk-startup', {}, { timeout: 5_000 })).toBeTruthy();
    expect(app.kioskOnScreen).toBe(true);
    await waitFor(() => expect(app.lang).toBe('en-gb'));
    expect(readStored('lang')).toBe('zh-hans');
    // The kiosk customer's own choice is not stored either.
    await changeLanguage('zh-hans');
    await changeLanguage('en-gb');
    expect(readStored('lang')).toBe('zh-hans');
    // Off the kiosk, a choice is the visitor's again.
    unmount();
    expect(app.kioskOnScreen).toBe(false);
    await changeLanguage('en-gb');
    expect(readStored('lang')).toBe('en-gb');
  });

  it('a visitor with no stored choice gets none from the kiosk', async () => {
    app.lang = 'zh-hans';
    await kioskWithAppEnv();
    await waitFor(() => expect(app.lang).toBe('en-gb'));
    expect(readStored('lang')).toBeNull();
  });
});
