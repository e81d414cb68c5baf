// The instrument's child cards other than events, reviews, contacts and properties.
export { registerInstrumentDetailRoutes } from './instrument-details.routes';
