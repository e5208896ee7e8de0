// Shared set-up of the kiosk operations component tests: the kioskops texts loaded, a flow listener.
import { initI18n, loadNamespaces } from '../../src/i18n';
import { onFlowEvent } from '../../src/engine/flow/events';

export async function opsTexts(lang: 'en-gb' | 'zh-hans' = 'en-gb') {
  await initI18n(lang);
  await loadNamespaces(['kioskops']);
}

/** Listens for flow events (a running flow) until stopped; returns the events seen. */
export function listenFlow(): { events: string[]; stop: () => void } {
  const events: string[] = [];
  const stop = onFlowEvent((e) => {
    events.push(e);
  });
  return { events, stop };
}
