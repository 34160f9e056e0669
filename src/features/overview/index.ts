/** The overview feature's public entry (the route module and the router's loader use it). */
export { OverviewPage } from './components/overview-page';
export { overviewParams } from './params';
