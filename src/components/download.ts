/** Hands text to the browser as a file download named `name` (a spreadsheet wants a BOM first: callers add it). */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  // Revoked a moment later: some browsers start reading the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Today's date as YYYY-MM-DD, for file names. */
export const fileDate = (): string => new Date().toISOString().slice(0, 10);
