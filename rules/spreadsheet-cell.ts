/**
 * A CSV cell a spreadsheet will not run: a text starting with `=`, `+`, `-`, `@`, tab or carriage
 * return would be read as a formula (OWASP "CSV injection"), so it gets a leading `'`, which
 * spreadsheets take as "this is text". Applied to every cell of an export, before quoting.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A cell a spreadsheet reads as text (never as a formula), quoted when it holds a separator. */
function csvCell(value: string | number | null | undefined): string {
  const text = neutraliseCell(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Rows as CSV for Danish Excel: ';' between cells (',' is its decimal mark), CRLF between rows,
 * and a BOM so it reads æ, ø and å.
 */
export function danishCsv(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}`;
}
