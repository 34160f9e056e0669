// `npm run prepare` (run by npm install and npm ci): installs the Git hooks for development. A
// production install (`npm ci --omit=dev`, which sets NODE_ENV=production for lifecycle scripts)
// has no husky and needs no hooks, so it skips them.
if (process.env.NODE_ENV !== 'production') {
  const { default: husky } = await import('husky');
  const message = husky();
  if (message) process.stdout.write(`${message}\n`);
}
