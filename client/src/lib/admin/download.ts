/** Hands a text file to the browser's download, without a server round trip. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; give it a moment before releasing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "guests-2026-05-01.csv": the date tells successive exports apart. */
export function datedFileName(stem: string, now = new Date()): string {
  return `${stem}-${now.toISOString().slice(0, 10)}.csv`;
}
