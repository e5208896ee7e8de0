// How the kiosk operation screens move on: through the running flow (flow events, the `on` keys of
// screens/kiosk/kiosk.json), or, with no flow running (the screen opened by its own route), to the
// route of the family that shows the next screen.
import { sendFlowEvent } from '../../engine/flow/events';

/** The family routes of these screens when no flow runs (screens/families/self.json). */
export const OPS_ROUTES = {
  login: 'kiosk-login',
  exit: 'kiosk-exit',
  reports: 'kiosk-reports',
  callStaff: 'kiosk-callstaff',
  advert: 'kiosk-advert',
  home: 'home',
} as const;

/** The flow events these screens send, and the route each falls back to without a flow. */
export const OPS_EVENTS = {
  REPORTS: OPS_ROUTES.reports,
  EXIT: OPS_ROUTES.exit,
  BACK: OPS_ROUTES.home,
  CANCEL: OPS_ROUTES.login,
  DONE: OPS_ROUTES.home,
  TOUCH: OPS_ROUTES.home,
  ADMIN: OPS_ROUTES.login,
  EXITED: OPS_ROUTES.home,
} as const;
export type OpsEvent = keyof typeof OPS_EVENTS;

/** Sends the event to the flow; with no flow listening, goes to the fallback route (relative to the family). */
export function advance(event: OpsEvent, go: (route: string) => void, fallback: string = OPS_EVENTS[event]): void {
  if (!sendFlowEvent(event)) go(fallback);
}

/** A flow event with no fallback route (screens only a running flow hosts). Returns false when no flow listens. */
export const sendOpsEvent = (event: string): boolean => sendFlowEvent(event);
