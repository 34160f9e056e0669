/** Set by vite.config.ts (`define`): false in a build made with WFC_DEMO=off. */
declare const __DEMO_API__: boolean;
