/** Reading a Vite build manifest: the files a set of entries loads up front (static imports only). */
export interface ManifestItem {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestItem>;

/** The files (and style sheets) of `keys` and of everything they import statically. */
export function closureOf(manifest: Manifest, keys: string[]) {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const item = manifest[key];
    if (!item || files.has(item.file)) return;
    files.add(item.file);
    for (const sheet of item.css ?? []) css.add(sheet);
    for (const imported of item.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { files, css };
}
