/** Where the API lives under a base URL. No imports: src/early.ts uses it before the app's code. */
export const API_PATH = '/api/v1';

/** `https://host/`, `https://host/api/v1` and `https://host` all become `https://host`. */
export function normalizeBaseUrl(baseUrl: string): string {
  return baseUrl
    .trim()
    .replace(/\/+$/, '')
    .replace(/\/api\/v1$/, '');
}

export function apiRoot(baseUrl: string): string {
  return `${normalizeBaseUrl(baseUrl)}${API_PATH}`;
}
