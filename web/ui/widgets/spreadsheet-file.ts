/** Spreadsheet extensions the import accepts (spec 1 §2.5 Excel upload button). */
export const SPREADSHEET_EXTENSIONS = ['xlsx', 'xls', 'csv'] as const

/** The file input's accept attribute for spreadsheets. */
export const SPREADSHEET_ACCEPT =
  '.xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel,text/csv'

/** Whether a file is a spreadsheet by its name (xlsx, xls or csv, any case); the server checks the content. */
export function isSpreadsheetFile(file: Pick<File, 'name'>): boolean {
  const ext = /\.([A-Za-z]+)$/.exec(file.name.trim())?.[1]?.toLowerCase()
  return (SPREADSHEET_EXTENSIONS as readonly string[]).includes(ext ?? '')
}
