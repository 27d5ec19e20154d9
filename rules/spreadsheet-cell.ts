/** OWASP "CSV injection": a leading `'` makes spreadsheets read a would-be formula as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function csvCell(value: string | number | null | undefined): string {
  const text = neutraliseCell(value);
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Danish Excel: ';' (',' is its decimal mark), CRLF, and a BOM so it reads æ, ø and å. */
export function danishCsv(rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}`;
}
