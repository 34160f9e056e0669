/**
 * The embeddable form's budgets, read from the production build (dist/ or BENCH_DIST, its metadata in .build-meta/; `npm run
 * build` builds the embed after the console, vite.embed.config.ts):
 * - the embed page's first load (embed.html's entry and the closure of its static imports, gzip
 *   level 6) is at most 150 KiB of JS, with no router, console shell, canvas, operator screens, demo
 *   API or Markdown renderer in it; in Arabic too, where the page also loads the Arabic catalogue
 *   and the right-to-left style plugin before it shows the form;
 * - the loader (/embed.js) is at most 4 KiB of gzip and depends on nothing: one classic script that
 *   imports no other file; the ES module for bundlers (dist/embed/index.js) imports nothing either,
 *   and its declarations are there;
 * - the React package (dist/embed-react/, React excluded: a peer dependency): what a host that
 *   renders <SettingsForm> bundles is at most 6 KiB of gzip (index.js and the files it imports
 *   statically, less the headless entry it re-exports, which a bundler leaves out when unused), and
 *   so is what the headless hook loads at once (headless.js and the files it imports statically).
 *   The hook loads the rest when a form needs it (its words: the message code and one language,
 *   English too; option lists; the JSON field type; error reading; the host's words, which bring
 *   English along): all of it, in the largest other language, is kept under a guard of 18 KiB.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildMetaDir } from '../../src/build/build-output';
import { benchDist } from './lib/dist';
import { closureOf, type Manifest } from './lib/manifest';

export const EMBED_BUDGET = {
  firstLoadJsGzip: 150 * 1024,
  loaderGzip: 4 * 1024,
  reactComponentGzip: 6 * 1024,
  reactHeadlessGzip: 6 * 1024,
  /** A guard against growth of what the hook loads later, when a form needs it. */
  reactHeadlessAllGzip: 18 * 1024,
};

const EMBED_ENTRY = 'embed.html';
/** What a right-to-left language adds to the first load: its catalogue and the style plugin. */
const ARABIC = ['src/lib/i18n/catalogues/ar.ts', 'node_modules/@mui/stylis-plugin-rtl/index.mjs'];
const LOADER = 'embed.js';
const MODULE = 'embed/index.js';
const DECLARATIONS = 'embed/index.d.ts';

/** Code that must never be in the embed page's first load. */
const EMBED_FORBIDDEN = [
  { name: 'the router', pattern: /node_modules\/react-router/ },
  { name: "the console's shell or screens", pattern: /src\/app\/|src\/main\.tsx$/ },
  // The dynamic form is the one feature the embed renders (eslint.layers.js).
  { name: 'operator screens (features)', pattern: /src\/features\/(?!dynamic-form\/)/ },
  {
    name: "the form's heavier editors (they load when a form has them)",
    pattern:
      /src\/features\/dynamic-form\/(fields\/(async-select\/async-select|json-field|registry)|advanced-section|form-preview)/,
  },
  { name: 'React Flow (the canvas)', pattern: /node_modules\/@xyflow\// },
  { name: 'msw (the demo API)', pattern: /node_modules\/msw\/|src\/demo-api\// },
  {
    name: 'the Markdown renderer',
    pattern:
      /node_modules\/(react-markdown|remark-|micromark|mdast-|hast-|unified)|src\/lib\/markdown\//,
  },
  { name: 'the gateway', pattern: /src\/gateway\// },
];

const DIST = benchDist();
const read = (path: string) => readFileSync(`${DIST}${path}`);
const readMeta = (name: string) => readFileSync(join(buildMetaDir(DIST), name)).toString();
const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 6 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The embed page's first load, in English (`en`) or Arabic (`ar`). */
export function embedFirstLoad(language: 'en' | 'ar' = 'en') {
  if (!existsSync(join(buildMetaDir(DIST), 'embed-manifest.json')))
    throw new Error('no embed-manifest.json in .build-meta/: run `npm run build` (build:embed)');
  const manifest = JSON.parse(readMeta('embed-manifest.json')) as Manifest;
  const chunks = JSON.parse(readMeta('embed-chunks.json')) as Record<string, string[]>;
  if (!manifest[EMBED_ENTRY]?.isEntry)
    throw new Error(`${EMBED_ENTRY} is not an entry of the build`);
  const extra = language === 'ar' ? ARABIC : [];
  const missing = extra.filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`not chunks of the embed build: ${missing.join(', ')}`);
  const { files } = closureOf(manifest, [EMBED_ENTRY, ...extra]);
  const js = [...files].map((file) => ({ file, raw: read(file).length, gzip: gzip(read(file)) }));
  return {
    js,
    modules: [...files].flatMap((file) => chunks[file] ?? []),
    jsRaw: js.reduce((total, item) => total + item.raw, 0),
    jsGzip: js.reduce((total, item) => total + item.gzip, 0),
  };
}

export function loaderSize() {
  const loader = read(LOADER);
  const module = read(MODULE);
  return {
    loaderRaw: loader.length,
    loaderGzip: gzip(loader),
    moduleGzip: gzip(module),
    loaderText: loader.toString(),
    moduleText: module.toString(),
  };
}

const PACKAGE = 'embed-react/';
/** A static import or re-export of another file of the package (not a dynamic import()). */
const STATIC_FROM = /(?:\bimport|\bexport)(?:[^"'()]*?\bfrom)?\s*["'](\.{1,2}\/[^"']+)["']/g;
/** A dynamic import() of another file of the package. */
const DYNAMIC = /\bimport\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]\s*\)/g;

/**
 * `entry` and the package files it imports statically, except the `skip`ped ones; with `dynamic`,
 * also those it may import later, and theirs.
 */
function packageClosure(
  entry: string,
  skip: ReadonlySet<string> = new Set(),
  dynamic = false,
): Set<string> {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || skip.has(file)) return;
    files.add(file);
    const text = read(`${PACKAGE}${file}`).toString();
    const imports = [...text.matchAll(STATIC_FROM), ...(dynamic ? text.matchAll(DYNAMIC) : [])];
    for (const [, specifier = ''] of imports) visit(join(dirname(file), specifier));
  };
  visit(entry);
  return files;
}

const LANGUAGE_CHUNK = /^chunks\/(en|de|fr|es|pt-br|ja|ar)-[\w-]+\.js$/;

/**
 * The React package's JS, gzip: the component's path, the headless hook's (at once, and with
 * everything it may load later in its largest language), the hook's later chunks, each language.
 */
export function reactPackageSizes() {
  if (!existsSync(`${DIST}${PACKAGE}index.js`))
    throw new Error('no dist/embed-react/: run `npm run build` (build:embed-react)');
  const size = (files: Iterable<string>) =>
    [...files].reduce((total, file) => total + gzip(read(`${PACKAGE}${file}`)), 0);
  // What index.js re-exports from the headless entry: the chunk headless.js itself points at.
  const headlessEntry = new Set(
    [...read(`${PACKAGE}headless.js`).toString().matchAll(STATIC_FROM)].map(([, specifier = '']) =>
      join('.', specifier),
    ),
  );
  const component = packageClosure('index.js', headlessEntry);
  const headless = packageClosure('headless.js');
  const languages = readdirSync(`${DIST}${PACKAGE}chunks`)
    .map((file) => `chunks/${file}`)
    .filter((file) => LANGUAGE_CHUNK.test(file))
    .map((file) => ({ file, gzip: size([file]) }));
  const later = [...packageClosure('headless.js', new Set(), true)]
    .filter((file) => !headless.has(file) && !LANGUAGE_CHUNK.test(file))
    .map((file) => ({ file, gzip: size([file]) }));
  // The most a form loads: a language besides English, whose keys the host's words are read by.
  const isEnglish = (file: string) => file.startsWith('chunks/en-');
  const english = languages.find((language) => isEnglish(language.file))?.gzip ?? 0;
  const others = languages.filter((language) => !isEnglish(language.file));
  const largestOther = Math.max(0, ...others.map((language) => language.gzip));
  return {
    componentGzip: size(component),
    headlessGzip: size(headless),
    headlessAllGzip:
      size(headless) +
      later.reduce((total, chunk) => total + chunk.gzip, 0) +
      english +
      largestOther,
    later,
    languages,
  };
}

/** An import of another file: a static or dynamic import, an export from, a require. */
const IMPORTS =
  /\bimport\s*\(|\bimport\s*["'{*]|\bimport\s+[\w$]+\s*(?:,|from\b)|\bfrom\s*["'][^"']+["']|\brequire\s*\(/;

export function embedBudgetProblems(): string[] {
  const problems: string[] = [];
  const load = embedFirstLoad();
  for (const language of ['en', 'ar'] as const) {
    const { jsGzip } = embedFirstLoad(language);
    if (jsGzip > EMBED_BUDGET.firstLoadJsGzip)
      problems.push(
        `embed page first load (${language}) ${kib(jsGzip)} gzip is over the ${kib(EMBED_BUDGET.firstLoadJsGzip)} budget`,
      );
  }
  for (const rule of EMBED_FORBIDDEN) {
    const found = load.modules.filter((id) => rule.pattern.test(id));
    if (found.length > 0)
      problems.push(
        `${rule.name} is in the embed page's first load: ${found.slice(0, 5).join(', ')}`,
      );
  }
  const sizes = loaderSize();
  if (sizes.loaderGzip > EMBED_BUDGET.loaderGzip)
    problems.push(
      `the loader is ${kib(sizes.loaderGzip)} gzip, over ${kib(EMBED_BUDGET.loaderGzip)}`,
    );
  if (IMPORTS.test(sizes.loaderText)) problems.push('the loader (embed.js) imports another file');
  if (IMPORTS.test(sizes.moduleText))
    problems.push('the ES module (embed/index.js) imports another file');
  if (!existsSync(`${DIST}${DECLARATIONS}`)) problems.push(`no ${DECLARATIONS} in the build`);
  const react = reactPackageSizes();
  if (react.componentGzip > EMBED_BUDGET.reactComponentGzip)
    problems.push(
      `the React package's <SettingsForm> path is ${kib(react.componentGzip)} gzip, over ${kib(EMBED_BUDGET.reactComponentGzip)}`,
    );
  if (react.headlessGzip > EMBED_BUDGET.reactHeadlessGzip)
    problems.push(
      `the React package's headless path is ${kib(react.headlessGzip)} gzip, over ${kib(EMBED_BUDGET.reactHeadlessGzip)}`,
    );
  if (react.headlessAllGzip > EMBED_BUDGET.reactHeadlessAllGzip)
    problems.push(
      `the headless hook with all it may load later is ${kib(react.headlessAllGzip)} gzip, over ${kib(EMBED_BUDGET.reactHeadlessAllGzip)}`,
    );
  return problems;
}

export function printEmbedFigures(): void {
  const load = embedFirstLoad();
  const sizes = loaderSize();
  console.log('\nFirst load of the embed page (production build):');
  for (const item of load.js)
    console.log(
      `  ${item.file.padEnd(48)} ${kib(item.raw).padStart(10)} raw ${kib(item.gzip).padStart(10)} gzip`,
    );
  console.log(
    `  JS total   ${kib(load.jsRaw)} raw, ${kib(load.jsGzip)} gzip (budget ${kib(EMBED_BUDGET.firstLoadJsGzip)})`,
  );
  const arabic = embedFirstLoad('ar');
  console.log(
    `  in Arabic (with its catalogue and the right-to-left plugin): ${kib(arabic.jsRaw)} raw, ${kib(arabic.jsGzip)} gzip`,
  );
  console.log(
    `Loader /embed.js: ${kib(sizes.loaderRaw)} raw, ${kib(sizes.loaderGzip)} gzip (budget ${kib(EMBED_BUDGET.loaderGzip)}); ES module ${kib(sizes.moduleGzip)} gzip`,
  );
  const react = reactPackageSizes();
  const name = (file: string) => file.replace(/^chunks\/|-[\w-]{8}\.js$/g, '');
  console.log(
    `React package (React excluded): <SettingsForm> ${kib(react.componentGzip)} gzip (budget ${kib(EMBED_BUDGET.reactComponentGzip)}); headless hook ${kib(react.headlessGzip)} gzip (budget ${kib(EMBED_BUDGET.reactHeadlessGzip)}), ${kib(react.headlessAllGzip)} with all it may load later, in its largest language and English (guard ${kib(EMBED_BUDGET.reactHeadlessAllGzip)})`,
  );
  console.log(
    `  the hook's later chunks: ${react.later.map((item) => `${name(item.file)} ${kib(item.gzip)}`).join(', ')}; each language ${react.languages.map((item) => `${name(item.file)} ${kib(item.gzip)}`).join(', ')}`,
  );
}
