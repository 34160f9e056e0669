/** The workflows feature's public entry: what other features may use (cross-resource cache invalidation). */
export { workflowQueries } from './api/queries';
