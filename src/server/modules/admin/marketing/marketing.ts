/**
 * The marketing list (SPEC §7 `GET /api/service/allusers`, "marketing users"; ADR 0018): members who
 * opted in to BuscaGym's news, with the instant they did, for administrators only; as pages, or as a
 * CSV a spreadsheet in Argentina opens (`;` between fields, Buenos Aires dates as "24/11/2026, 09:30",
 * UTF-8 with a byte order mark, CRLF; RFC 4180 through csv-stringify), streamed in keyset batches so a
 * long list never sits in memory.
 * @module
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { MARKETING_CSV_BATCH } from '../../../../shared/constants/admin';
import { formatBuenosAiresDateTime } from '../../../../shared/domain/dates';
import type { MarketingQuery, MarketingResponse } from '../../../../shared/contract/admin';
import { marketingCsvMessages } from '../../../../shared/messages';
import type { Database } from '../../../db/client';
import { iso, offsetOf, pageFields } from '../../paging';
import { selectMarketingBatch, selectMarketingPage, type MarketingRow } from '../queries/marketing';

/** One page of the list, newest opt-in first. Call as an administrator. */
export async function listMarketingMembers(db: Database, query: MarketingQuery): Promise<MarketingResponse> {
  const page = await selectMarketingPage(db, { limit: query.limit, offset: offsetOf(query) });
  return {
    users: page.rows.map((r) => ({ _id: r.id, name: r.name, email: r.email, optInAt: iso(r.optInAt) })),
    ...pageFields(page.total, query),
  };
}

/** Cells starting with `=`, `+`, `-`, `@`, tab or CR get a leading `'` (OWASP "CSV Injection"). */
const csvOf = (records: string[][]): string =>
  stringify(records, { delimiter: ';', record_delimiter: 'windows', escape_formulas: true });

/** The rows of the list as CSV text, batch after batch (the header first, with the byte order mark). */
async function* marketingCsvChunks(db: Database): AsyncGenerator<string> {
  yield `\uFEFF${csvOf([[...marketingCsvMessages.header]])}`;
  let after: { optInAt: string; id: string } | undefined;
  for (;;) {
    const batch: MarketingRow[] = await selectMarketingBatch(db, after, MARKETING_CSV_BATCH);
    if (batch.length === 0) return;
    yield csvOf(batch.map((r) => [r.name, r.email, formatBuenosAiresDateTime(r.optInAt)]));
    const last = batch[batch.length - 1];
    if (!last || batch.length < MARKETING_CSV_BATCH) return;
    after = { optInAt: last.optInAt, id: last.id };
  }
}

/** The whole list as a CSV stream (see module doc). Call as an administrator. */
export const marketingCsv = (db: Database): Readable => Readable.from(marketingCsvChunks(db));
