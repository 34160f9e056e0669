/**
 * The demo's app and action type icons: a rounded square in a colour of its own with the name's
 * initials, so icons show in the console without any other host. Served by the demo API's handlers
 * (`<deployment>/icons/<name>.svg`, the sandbox) and, for the demo in the browser, written as static
 * files by the build (src/build/demo-seed-asset.ts): an image is fetched by the browser itself, not
 * through the console's requests. No imports: the build's config loads it.
 */
/** Sentinel origin of the demo's icons; the serializer points it at `<deployment>/icons`. */
export const ICON_ORIGIN = 'https://icons.demo.invalid';

/** Where the build writes the icons for the demo in the browser: the demo API's base path's `icons/`. */
export const DEMO_ICONS_DIR = 'demo-api/icons';

const COLOURS = [
  '#4A154B',
  '#1565C0',
  '#2E7D32',
  '#C62828',
  '#6A1B9A',
  '#EF6C00',
  '#00838F',
  '#37474F',
];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

export function iconSvg(name: string): string {
  const words = name
    .replace(/\.svg$/, '')
    .split(/[-_\s]+/)
    .filter(Boolean);
  const initials = (
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2)
  )
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  const colour = COLOURS[hash(name) % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${colour}"/><text x="16" y="21" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
