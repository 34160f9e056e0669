/** The action-types feature's public entry: what other features may use (the palette's look-ups). */
export { actionTypeQueries } from './api/queries';
