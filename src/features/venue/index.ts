// The venue feature's public API: the trading-hour check (src/features/venue/README.md).
export { checkTradingHours, openClosePayload } from './tradingHours';
export { askOpenClose } from './api';
export { demoVenues, type DemoVenue, type VenueListAnswer } from './demoVenues';
