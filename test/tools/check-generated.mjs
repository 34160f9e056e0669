// Fails when src/api/schema.d.ts is not what `npm run gen:api` makes from src/api/openapi.yaml.
import { readFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const spec = new URL('../../src/api/openapi.yaml', import.meta.url);
const generated = new URL('../../src/api/schema.d.ts', import.meta.url);

// Same options as `npm run gen:api`: a default does not make a property required.
const fresh = astToString(await openapiTS(spec, { defaultNonNullable: false }));
const committed = await readFile(generated, 'utf8').catch(() => '');
// The CLI adds a header comment; compare what follows it.
const normalize = (text) =>
  text
    .replace(/\r\n/g, '\n')
    .replace(/^\/\*\*[\s\S]*?\*\/\s*/, '')
    .trim();

if (normalize(fresh) !== normalize(committed)) {
  console.error('src/api/schema.d.ts is stale: run `npm run gen:api` and commit the result.');
  process.exit(1);
}
console.log('src/api/schema.d.ts matches src/api/openapi.yaml.');
