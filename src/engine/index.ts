// Public API of the screen engine's runtime: what the app and components import. The manifest
// half (migrate, validate, resolve) is exported from ./manifest; only resolveFamilies is needed
// at run time, so it is re-exported here and the validators stay out of the browser's first load.
export type * from './contract';
export { resolveFamilies } from './manifest/resolve';
export { getAt, setAt, parsePointer, escapeToken } from './runtime/pointer';
export {
  resolveValue,
  resolveProps,
  resolveBinding,
  bindingKey,
  BindingError,
  BINDING_KEYS,
  type BindingContext,
} from './runtime/bindings';
export { evalCondition } from './runtime/conditions';
export { hasPermission, allowedFor, filterRoutes, type RoleHolder } from './runtime/permissions';
export {
  meetsRequires,
  routeOffered,
  licenceFlag,
  orderingOpen,
  reservationEnabledLocal,
  setReservationRule,
} from './runtime/guards';
export {
  withTableParams,
  resolveTarget,
  createNavigator,
  type Navigator,
  type TableContext,
} from './runtime/navigation';
export { registerAction, hasAction, runActions, type ActionEnv, type ActionHandler } from './runtime/actions';
export {
  registerComponent,
  registerComponents,
  getComponent,
  componentTypes,
  clearRegistry,
  preloadComponents,
  DuplicateComponentError,
  type ComponentEntry,
  type EngineProps,
} from './runtime/registry';
export { registerDataSource, hasDataSource, useScreenData, type DataFetcher, type DataStatus } from './runtime/data';
export { registerStateSlice, readState, writeState, screenState, dialogs } from './runtime/state';
export {
  EngineContext,
  ScreenContext,
  defaultServices,
  noopEnv,
  type EngineServices,
  type PropsValidator,
} from './runtime/context';
export { DocumentView, ElementView, titleText } from './runtime/Renderer';
export {
  buildRoutes,
  goToLogin,
  loginPath,
  activeBase,
  activeFamily,
  setRouterNavigate,
  type RouterDeps,
} from './runtime/router';
export {
  FamilyContext,
  fillPrefix,
  familyHomePath,
  useTarget,
  useFamily,
  setTableSource,
  currentTable,
} from './runtime/family';
export { useDataStatus } from './runtime/hooks';
export { withChunkTimeout, ChunkLoadError, isChunkLoadError, CHUNK_TIMEOUT_MS } from './runtime/chunks';
