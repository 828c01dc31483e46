import { excelDateFormat, excelSerialDate, excelSheetName } from '@buget/shared-domain/transactions';
import { Zip, ZipDeflate, ZipPassThrough, strToU8 } from 'fflate';
import { EXPORT_COLUMNS, toExportRecord, type ExportContext, type ExportRecord, type ExportWriter } from './export-record';

const xml = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string)
    // Characters XML 1.0 cannot carry at all.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '');

/** The cell styles of styles.xml, by index: plain, header (bold), date, money (two decimals). */
const STYLE = { text: 0, header: 1, date: 2, money: 3 } as const;
const SHEET_FALLBACK_NAME = 'Tranzacții';

const COLUMN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ref = (column: number, row: number) => `${COLUMN_LETTERS[column]}${row}`;
const textCell = (at: string, value: string, style: number = STYLE.text): string =>
  `<c r="${at}" t="inlineStr"${style ? ` s="${style}"` : ''}><is><t xml:space="preserve">${xml(value)}</t></is></c>`;
const numberCell = (at: string, value: number, style: number): string => `<c r="${at}" s="${style}"><v>${value}</v></c>`;

/** One record as a row: dates as serial dates with the date style, amounts as numbers with two decimals. */
const recordRow = (r: number, record: ExportRecord): string => {
  const cells = EXPORT_COLUMNS.map((column, i) => {
    const value = record[column.key];
    const at = ref(i, r);
    if (value === null) return '';
    if (column.kind === 'date' && typeof value === 'string') return numberCell(at, excelSerialDate(value), STYLE.date);
    if (typeof value === 'number') return numberCell(at, value, STYLE.money);
    if (typeof value === 'boolean') return textCell(at, value ? 'Da' : 'Nu');
    return textCell(at, value);
  });
  // Rows carry their number (r): optional in the standard, required by some readers.
  return `<row r="${r}">${cells.join('')}</row>`;
};

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The package around the sheet: content types, relationships, workbook (sheet name), styles, title. */
const packageParts = (title: string | undefined, context: ExportContext): Record<string, string> => ({
  '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
  '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/officeDocument" Target="xl/workbook.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
  'docProps/core.xml': `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${xml(title ?? SHEET_FALLBACK_NAME)}</dc:title><dc:creator>Buget</dc:creator></cp:coreProperties>`,
  'xl/workbook.xml': `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${DOC_REL}"><sheets><sheet name="${xml(excelSheetName(title, SHEET_FALLBACK_NAME))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${REL_NS}"><Relationship Id="rId1" Type="${DOC_REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${DOC_REL}/styles" Target="styles.xml"/></Relationships>`,
  // Custom formats from 164 on: the person's date format and amounts with two decimals
  // ('#,##0.00', which Romanian Excel shows as 1.234,56).
  'xl/styles.xml': `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="${excelDateFormat(context.dateFormat)}"/><numFmt numFmtId="165" formatCode="#,##0.00"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`,
});

/** The sheet's start: the header row frozen, each column's width, then the header. */
const sheetStart = (): string => {
  const cols = EXPORT_COLUMNS.map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`).join('');
  const header = EXPORT_COLUMNS.map((c, i) => textCell(ref(i, 1), c.header, STYLE.header)).join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols}</cols><sheetData><row r="1">${header}</row>`;
};

/**
 * Excel (.xlsx): SpreadsheetML written row by row into fflate's streaming zip, so only the
 * compressed bytes accumulate (no workbook object in memory). Issue 22 point 9: the header on the
 * first row (frozen), real dates in the person's date format, amounts as numbers with two decimals,
 * column widths; the report title is the sheet's name and the document's title, not a row.
 * Level 1: the sheet is repetitive XML, so the fastest level still shrinks it several times.
 */
export function xlsxWriter(context: ExportContext): ExportWriter {
  let out: BlobPart[] = [];
  let r = 1;
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk as Uint8Array<ArrayBuffer>);
  });
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 1 });
  const take = (): BlobPart[] => {
    const parts = out;
    out = [];
    return parts;
  };
  return {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    start: (title) => {
      for (const [name, text] of Object.entries(packageParts(title, context))) {
        const file = new ZipPassThrough(name);
        zip.add(file);
        file.push(strToU8(text), true);
      }
      zip.add(sheet);
      sheet.push(strToU8(sheetStart()));
      return take();
    },
    page: (rows) => {
      sheet.push(strToU8(rows.map((row) => recordRow(++r, toExportRecord(row, context))).join('')));
      return take();
    },
    finish: () => {
      sheet.push(strToU8('</sheetData></worksheet>'), true);
      zip.end();
      return take();
    },
  };
}
