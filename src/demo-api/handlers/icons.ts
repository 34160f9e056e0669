/**
 * Icons for the demo's apps and action types (`<deployment>/icons/<name>.svg`): a rounded square in a
 * colour of its own with the name's initials, so icons show in the console without any other host.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

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

export function iconHandlers(): HttpHandler[] {
  return [
    http.get('*/icons/:file', ({ params }) => {
      const file = typeof params.file === 'string' ? params.file : '';
      if (!/^[\w.-]{1,80}\.svg$/.test(file)) return new HttpResponse(null, { status: 404 });
      return new HttpResponse(iconSvg(file), {
        headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' },
      });
    }),
  ];
}
