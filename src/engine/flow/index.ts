// The flow runtime's public API: the pure interpreter, the runner with its timers, the React host
// and the event door screens use (flow.send).
export {
  FlowError,
  initialState,
  screenOf,
  settle,
  SKIP_EVENT,
  stateShown,
  stateTimers,
  timerTarget,
  transition,
  type FlowContext,
  type StateTimer,
} from './interpreter';
export { FlowRunner, type FlowChange, type FlowClock, type FlowRunnerOptions } from './runner';
export { onFlowEvent, sendFlowEvent, type FlowEventListener } from './events';
export { FlowHost, type FlowHostProps } from './FlowHost';
