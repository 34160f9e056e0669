/** Offers `data` as a JSON file download (nothing leaves the browser). */
export function downloadJson(filename: string, data: unknown): void {
  downloadBlob(filename, new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
}

/**
 * Offers CSV text (src/utils/csv.ts) as a file download; a byte-order mark first, so spreadsheets
 * read it as UTF-8.
 */
export function downloadCsv(filename: string, text: string): void {
  downloadBlob(filename, new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
}

function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file-name-safe slug of a name or key. */
export function fileSlug(value: string): string {
  return (
    value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'export'
  );
}
