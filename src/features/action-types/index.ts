/**
 * The action-types feature's public entry: what other features and the app's command palette
 * (src/app/palette) may use.
 */
export { actionTypeQueries } from './api/queries';
