/** A Markdown table: the report's and the terminal's summary share it. */
export function table(head: string[], rows: (string | number)[][]): string {
  const cells = [head, ...rows.map((row) => row.map(String))];
  const widths = head.map((_, column) => Math.max(3, ...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 3)).join(' | ')} |`;
  return [
    line(head),
    `| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`,
    ...cells.slice(1).map(line),
  ].join('\n');
}

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
