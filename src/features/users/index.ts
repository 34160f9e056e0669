/** The users feature's public entry: what other features may use (the palette's look-ups). */
export { userQueries } from './api/queries';
