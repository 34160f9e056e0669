/** The installed-apps feature's public entry: what other features may use (the palette's look-ups). */
export { installedAppQueries } from './api/queries';
