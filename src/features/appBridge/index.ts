// The native-app bridge's public API (spec 6; src/features/appBridge/README.md).
export {
  createBridge,
  readInEvent,
  type AppBridge,
  type BridgeInEvent,
  type BridgeOutEvent,
  type BridgeWindow,
} from './bridge';
export { appBridge, connectApp, connectAppBridge, disconnectAppBridge, type BridgeApp } from './connect';
