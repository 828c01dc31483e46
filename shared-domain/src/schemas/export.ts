/** The export formats of spec point 3: CSV, Excel (.xlsx) and JSON. */
export type ExportFormat = 'csv' | 'excel' | 'json';
