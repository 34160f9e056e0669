/** The actions feature's public entry: what other features may use (cross-resource cache invalidation). */
export { actionQueries } from './api/queries';
