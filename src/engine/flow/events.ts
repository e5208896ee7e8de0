// The one door through which screens talk to a running flow (kiosk, cashier). A component or a
// manifest action (`flow.send`) sends an event by name; the flow runtime listening at the time
// moves to its next state. With no flow running, an event is dropped and `sendFlowEvent` says so.

export type FlowEventListener = (event: string, payload?: Record<string, unknown>) => void;

const listeners = new Set<FlowEventListener>();

/** Listens for flow events until the returned function is called. */
export function onFlowEvent(listener: FlowEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Sends an event to the running flow. Returns false when no flow is listening. */
export function sendFlowEvent(event: string, payload?: Record<string, unknown>): boolean {
  if (!event) throw new Error('A flow event needs a name');
  if (listeners.size === 0) return false;
  for (const listener of [...listeners]) listener(event, payload);
  return true;
}
