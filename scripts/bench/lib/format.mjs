/**
 * A plain-text table. `columns`: [{ title, align: 'left' | 'right' }], `rows`: arrays of strings.
 * @param {Array<{ title: string, align?: 'left' | 'right' }>} columns
 * @param {string[][]} rows
 */
export function table(columns, rows) {
  const widths = columns.map((column, i) =>
    Math.max(column.title.length, ...rows.map((row) => String(row[i] ?? '').length)),
  );
  const render = (cells) =>
    cells
      .map((cell, i) =>
        columns[i].align === 'right'
          ? String(cell ?? '').padStart(widths[i])
          : String(cell ?? '').padEnd(widths[i]),
      )
      .join('  ')
      .trimEnd();
  return [
    render(columns.map((column) => column.title)),
    render(widths.map((width) => '-'.repeat(width))),
    ...rows.map(render),
  ].join('\n');
}

/** 19543.2 -> "19,543"; 12.34 -> "12.3"; 1.234 -> "1.23" */
export function number(value) {
  if (value === undefined || value === null || Number.isNaN(value)) return '-';
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
