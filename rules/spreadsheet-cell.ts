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
