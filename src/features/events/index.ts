/** The events feature's public entry: what other features may use (cross-resource cache invalidation). */
export { eventQueries } from './api/queries';
