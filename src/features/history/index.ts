/**
 * The history feature's public entry: a version as a side of the compare page, the versions of a
 * workflow for "Compare with…", and the Connection page's panel (gateway mode).
 */
export { historyQueries, versionLabel, versionSide, type VersionSummary } from './api';
export { HistoryStatusCard } from './history-status-card';
