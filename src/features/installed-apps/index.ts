/**
 * The installed-apps feature's public entry: what other features and the app's command palette
 * (src/app/palette) may use.
 */
export { installedAppQueries } from './api/queries';
