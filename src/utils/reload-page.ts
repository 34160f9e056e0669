/** Reloads the page; an object so tests can replace it. */
export const reloadPage = { now: () => window.location.reload() };
