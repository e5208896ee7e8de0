// Pushed updates (issue 28): the live stream and the screens' hook. README.md says what it owns.
export { openLiveStream, REOPEN_MS, type LiveHealth, type EventSourceFactory } from './liveStream';
export { useLiveUpdates, livePollMs, LIVE_SLOW_FACTOR } from './useLiveUpdates';
