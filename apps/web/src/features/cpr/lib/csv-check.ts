/**
 * A look at a payment file's header row before it is uploaded: which of the columns the import
 * understands are there (names compared case-insensitively; `_`, `-` and spaces alike). DOM-free.
 */

export type CprColumn = 'tracking' | 'amount' | 'reference' | 'date';

export const CPR_COLUMNS: Record<CprColumn, { label: string; names: string[]; required: boolean }> = {
  tracking: {
    label: 'Tracking number',
    names: ['cn', 'tracking', 'tracking number', 'consignment', 'booked_packet_cn'],
    required: true,
  },
  amount: { label: 'Amount', names: ['amount', 'net amount', 'paid', 'net payable'], required: true },
  reference: {
    label: 'Payment reference',
    names: ['cpr', 'cheque', 'reference', 'payment id'],
    required: false,
  },
  date: { label: 'Date', names: ['date', 'paid on', 'payment date'], required: false },
};

const COLUMNS = Object.keys(CPR_COLUMNS) as CprColumn[];

/** The API limit for a request body. */
export const CPR_FILE_MAX_BYTES = 1024 * 1024;

const normalise = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** The header row's cells: comma, semicolon or tab separated (whichever the row uses most), quotes honoured. */
export function headerCells(text: string): string[] {
  const firstLine = (
    text
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .find((l) => l.trim() !== '') ?? ''
  ).trim();
  if (!firstLine) return [];
  const count = (ch: string) => firstLine.split(ch).length - 1;
  const sep = [',', ';', '\t'].reduce((best, ch) => (count(ch) > count(best) ? ch : best), ',');
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < firstLine.length; i++) {
    const ch = firstLine[i];
    if (ch === '"') {
      if (quoted && firstLine[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = !quoted;
    } else if (ch === sep && !quoted) {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

export type HeaderCheck = {
  /** The file's own column name for each recognised column. */
  found: Partial<Record<CprColumn, string>>;
  /** Required columns not found (labels). */
  missing: string[];
  /** Optional columns not found (labels). */
  optionalMissing: string[];
  ok: boolean;
};

export function checkCprHeader(text: string): HeaderCheck {
  const cells = headerCells(text);
  const found: Partial<Record<CprColumn, string>> = {};
  for (const column of COLUMNS) {
    const names = CPR_COLUMNS[column].names.map(normalise);
    const cell = cells.find((c) => names.includes(normalise(c)));
    if (cell !== undefined) found[column] = cell;
  }
  const missing = COLUMNS.filter((c) => CPR_COLUMNS[c].required && !found[c]).map(
    (c) => CPR_COLUMNS[c].label,
  );
  const optionalMissing = COLUMNS.filter((c) => !CPR_COLUMNS[c].required && !found[c]).map(
    (c) => CPR_COLUMNS[c].label,
  );
  return { found, missing, optionalMissing, ok: missing.length === 0 };
}

/** What to tell the seller about a chosen file before upload (null: fine). */
export function fileProblem(file: { name: string; size: number }): string | null {
  if (file.size === 0) return 'This file is empty.';
  if (file.size > CPR_FILE_MAX_BYTES) return 'This file is over 1 MB. Split it into smaller files.';
  if (/\.(xlsx?|ods|pdf)$/i.test(file.name)) {
    return 'This is not a CSV file. In Excel or Google Sheets, use File › Save as / Download › CSV first.';
  }
  return null;
}
