/**
 * A one-line progress bar on standard error for the import command line (no dependency): the share of
 * the file read (or of the rows committed), the rows so far, redrawn at most every 100 ms; nothing when stderr is not a terminal
 * except the final line.
 * @module
 */
import { Transform } from 'node:stream';

/** Width of the bar, characters. */
const WIDTH = 30;

/** A progress line over `totalBytes` of file. */
export class ProgressLine {
  private bytes = 0;
  private rows = 0;
  private phase: string;
  private drawnAt = 0;

  /**
   * @param total Bytes of the file, or rows when `byRows`.
   * @param phase The word before the bar ("Leyendo").
   * @param byRows True when the share is rows done of `total` rows (the commit), not bytes read.
   */
  constructor(
    private readonly total: number,
    phase: string,
    private readonly byRows = false,
    private readonly out: NodeJS.WriteStream = process.stderr,
  ) {
    this.phase = phase;
  }

  /** A pass-through stream that counts the bytes read through it. */
  counter(): Transform {
    return new Transform({
      transform: (chunk: Buffer, _encoding, callback) => {
        this.bytes += chunk.length;
        this.draw();
        callback(null, chunk);
      },
    });
  }

  /** Sets the rows done and the phase shown. */
  update(rows: number, phase?: string): void {
    this.rows = rows;
    if (phase) this.phase = phase;
    this.draw();
  }

  /** Draws the last state and ends the line. */
  done(): void {
    this.draw(true);
    if (this.out.isTTY) this.out.write('\n');
  }

  private draw(force = false): void {
    const now = Date.now();
    if (!force && (!this.out.isTTY || now - this.drawnAt < 100)) return;
    this.drawnAt = now;
    const done = this.byRows ? this.rows : this.bytes;
    const share = this.total > 0 ? Math.min(1, done / this.total) : 1;
    const filled = Math.round(share * WIDTH);
    const line = `${this.phase} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${Math.round(share * 100)}% · ${this.rows.toLocaleString('es-AR')} filas`;
    this.out.write(this.out.isTTY ? `\r${line}` : `${line}\n`);
  }
}
