/** Route patterns and the links to them, in one place (the URL contract of DESIGN.md). */
export const paths = {
  home: () => '/',
  workflows: (search?: URLSearchParams | string) => withSearch('/workflows', search),
  workflow: (id: string) => `/workflows/${encodeURIComponent(id)}`,
  connection: () => '/connection',
};

function withSearch(path: string, search?: URLSearchParams | string): string {
  const query = typeof search === 'string' ? search : search?.toString();
  return query ? `${path}?${query}` : path;
}
