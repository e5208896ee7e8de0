// Page and event tracking's public API (src/features/analytics/README.md).
export {
  afterFirstPaint,
  gtmScriptUrl,
  GTM_ORIGIN,
  startGtm,
  type DataLayer,
  type Tracker,
  type TrackWindow,
} from './gtm';
export { pageEvent, resetTracking, startTracking, type TrackedRouter } from './connect';
