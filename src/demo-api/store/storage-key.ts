/** Where the in-browser demo keeps its changes in local storage (./persistence.ts). No imports. */
export const DEMO_STORAGE_KEY = 'wfc.demo-api.state';
