// @vitest-environment jsdom
// The kiosk host: the flow's first screen through the engine, the accessibility switch always there.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import KioskFlow from '../../src/components/KioskFlow/KioskFlow';
import { registerComponents, componentTypes } from '../../src/engine/runtime/registry';
import { setRouteLoaders } from '../../src/engine/runtime/routeLoaders';
import type { FlowManifest, ScreenManifest } from '../../src/engine/contract';
import flowJson from '../../screens/kiosk/kiosk.json';
import { kiosk } from '../../src/features/kiosk';
import { loadNamespaces } from '../../src/i18n';
import { components } from '../../src/components/registry';
import { renderInFamily } from './helpers';

const loaded: string[] = [];
beforeEach(async () => {
  if (componentTypes().length === 0) registerComponents(components);
  setRouteLoaders({
    loadScreen: async (id) => {
      loaded.push(id);
      return {
        kind: 'screen',
        schemaVersion: 1,
        id,
        root: 't',
        elements: { t: { type: 'Text', props: { text: `screen ${id}` } } },
      } as unknown as ScreenManifest;
    },
    loadLayout: async () => {
      throw new Error('no layouts');
    },
    loadFlow: async () => flowJson as unknown as FlowManifest,
  });
  await loadNamespaces(['kiosk']);
});

describe('KioskFlow', () => {
  it('opens the flow at its first state, drawn as an ordinary screen manifest', async () => {
    await renderInFamily(<KioskFlow />);
    expect(await screen.findByText('screen kiosk-startup', {}, { timeout: 5_000 })).toBeTruthy();
    expect(loaded).toContain('kiosk-startup');
  });

  it('the accessibility button switches the lowered, high-contrast layout on and off', async () => {
    const { container } = await renderInFamily(<KioskFlow />);
    const button = screen.getByRole('button', { name: /Accessibility/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(kiosk.accessible).toBe(true);
    await waitFor(() => expect(container.querySelector('[data-accessible="on"]')).toBeTruthy());
    fireEvent.click(button);
    expect(kiosk.accessible).toBe(false);
  });
});
