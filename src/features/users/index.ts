/** The users feature's public entry: what other features may use (a template's clone search lists users). */
export { listUsers } from './api/queries';
