/**
 * The workflows feature's public entry: what other features may use (cross-resource cache
 * invalidation, workflow names and the picker of runs, the palette's look-ups).
 */
export { listWorkflows, workflowQueries } from './api/queries';
export { getExecution } from './api/run-queries';
