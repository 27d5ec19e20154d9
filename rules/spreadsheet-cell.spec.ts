import { neutraliseCell } from './spreadsheet-cell.js';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+45 12 34 56 78', '-2+3', '@SUM(A1)', '\t=cmd', '\r=cmd'])(
    'puts a quote before %j, which a spreadsheet would run',
    (text) => {
      expect(neutraliseCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text, numbers and formula characters later in the text alone', () => {
    expect(neutraliseCell('Anna Andersen')).toBe('Anna Andersen');
    expect(neutraliseCell('anna+tips@example.dk')).toBe('anna+tips@example.dk');
    expect(neutraliseCell(12)).toBe('12');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell(null)).toBe('');
  });

  it('catches the dangerous start hidden behind the quote a hostile name brings', () => {
    expect(neutraliseCell("'=1+1")).toBe("'=1+1");
    expect(neutraliseCell('=HYPERLINK("http://x","klik")')).toBe(`'=HYPERLINK("http://x","klik")`);
  });
});
