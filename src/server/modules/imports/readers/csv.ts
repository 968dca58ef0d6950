/**
 * CSV reader (ADR 0025 "Import"), streaming with `csv-parse`: the text is decoded as it comes
 * (./decode-stream), the delimiter (`,` or `;`, and tab) is chosen from the header line, the header
 * names the fields, quoted line breaks are kept inside their field. A quote inside an unquoted field
 * (`Club "El Fuerte"`, common in open data) is part of the value (`relax_quotes`).
 * @module
 */
import { CsvError, parse } from 'csv-parse';
import { importMessages as m } from '../../../../shared/messages/imports';
import { decodeTextStream } from './decode-stream';
import { badFile, type SourceRecord } from './record';

/** Delimiters tried, most frequent outside quotes in the header line wins. */
const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter of a header line: the most frequent of `,` `;` tab outside double quotes (`,` on a tie). */
export function detectDelimiter(headerLine: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of headerLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: string = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/** Files whose first bytes say they are not text (a zero byte: images, zip, PDF…). */
const looksBinary = (text: string): boolean => text.includes('\u0000');

/**
 * Reads a CSV file as records whose fields are named by the header.
 * @throws AppError VALIDATION {@link m.notCsv} for a binary file or a file without a header,
 *   {@link m.csvLine} naming the line of a malformed CSV (unclosed quote…), {@link m.empty} for a header without rows (the caller decides).
 */
export async function* readCsv(input: NodeJS.ReadableStream): AsyncGenerator<SourceRecord> {
  const text = input.pipe(decodeTextStream());
  const iterator = (text as AsyncIterable<string>)[Symbol.asyncIterator]();
  // Read until the first line break to choose the delimiter; what was read goes to the parser first.
  let head = '';
  while (!/[\r\n]/.test(head)) {
    const next = await iterator.next();
    if (next.done) break;
    head += next.value;
    if (head.length > 1_000_000) break;
  }
  if (looksBinary(head) || head.trim() === '') throw badFile(m.notCsv);
  const delimiter = detectDelimiter(head.split(/\r?\n|\r/, 1)[0] ?? '');
  const parser = parse({
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    trim: true,
  });
  // Backpressure: wait for the parser to drain (or to be destroyed by an early end of the reading).
  const drained = (): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        parser.off('drain', done);
        parser.off('close', done);
        resolve();
      };
      parser.on('drain', done);
      parser.on('close', done);
    });
  const feed = (async () => {
    try {
      if (!parser.write(head)) await drained();
      while (!parser.destroyed) {
        const next = await iterator.next();
        if (next.done) break;
        if (looksBinary(next.value)) throw badFile(m.notCsv);
        if (!parser.write(next.value)) await drained();
      }
      if (!parser.destroyed) parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  let header: string[] | null = null;
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      if (header === null) {
        header = cells.map((c) => c.trim());
        if (header.every((h) => h === '')) throw badFile(m.notCsv);
        continue;
      }
      row += 1;
      const fields: Record<string, unknown> = {};
      header.forEach((name, i) => {
        if (name !== '' && !(name in fields)) fields[name] = cells[i] ?? '';
      });
      yield { row, fields };
    }
  } catch (error) {
    // Every csv-parse refusal (its codes are `CSV_…` and `INVALID_OPENING_QUOTE`) names the line.
    if (error instanceof CsvError) throw badFile(m.csvLine(Math.max(1, Number(error.lines) || 1)));
    throw error;
  } finally {
    // An early end (a refused file, a failed write) stops the parser and the file.
    if (!parser.readableEnded) parser.destroy();
    await iterator.return?.();
    await feed;
  }
  if (header === null) throw badFile(m.notCsv);
}
