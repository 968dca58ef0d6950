/**
 * The sales CSV (RFC 4180 through csv-stringify) as a spreadsheet in Argentina opens it: `;` between
 * fields, each row's amounts in its currency (the last column, ISO 4217; ADR 0053), decimal comma without thousands separators, dates in Buenos Aires, UTF-8 with a byte order
 * mark so accents survive, CRLF line ends. A gym or service name a spreadsheet would read as a formula
 * (starting with `=`, `+`, `-`, `@`, tab or CR) gets a leading `'` (OWASP "CSV Injection").
 * @module
 */
import { stringify } from 'csv-stringify/browser/esm/sync';
import type { Sale } from '../../../../shared/contract/sales';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';
import { csvDecimal } from './format';
import { formatSaleTime } from '../../../lib/format-dates';

/** The CSV text (BOM included) of `sales`, one row per sale under a Spanish header. */
export function salesCsv(sales: readonly Sale[]): string {
  const rows = sales.map((s) => [
    formatSaleTime(s.date),
    s.reference,
    s.gym.name,
    s.product.name,
    m.kind[s.product.kind],
    String(s.qty),
    csvDecimal(s.unitPrice.$numberDecimal),
    csvDecimal(s.gross.$numberDecimal),
    csvDecimal(String(s.commissionPercent)),
    csvDecimal(s.commission.$numberDecimal),
    csvDecimal(s.net.$numberDecimal),
    s.buyer,
    s.currency,
  ]);
  return `\uFEFF${stringify([[...m.csvHeader], ...rows], {
    delimiter: ';',
    record_delimiter: 'windows',
    escape_formulas: true,
  })}`;
}

/** Offers `text` to the browser as the download `fileName` (a Blob URL, revoked afterwards). */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
