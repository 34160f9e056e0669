// @ts-check
/**
 * The pre-commit hook (.husky/pre-commit, installed by `npm ci` through the `prepare` script): staged
 * files are formatted and linted, and when TypeScript changed the project is typechecked (`tsc -b`
 * is incremental, so this costs seconds after the first run).
 */
export default {
  '*.{ts,tsx,js,mjs}': ['prettier --write', 'eslint --max-warnings=0 --no-warn-ignored'],
  '*.{md,json,yaml,yml,css,html}': 'prettier --write',
  '*.{ts,tsx}': () => 'npm run -s typecheck',
};
