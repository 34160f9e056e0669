/**
 * The users feature's public entry: what other features may use (a template's clone search lists
 * users; the palette looks users up).
 */
export { listUsers, userQueries } from './api/queries';
