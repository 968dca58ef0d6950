/**
 * Drawing a QR code as one SVG path: each run of dark modules in a row becomes a rectangle, inside a
 * quiet zone of {@link QR_QUIET_ZONE} modules (ISO/IEC 18004 asks for 4). The matrix comes from the
 * `qrcode` package, loaded lazily by the component that shows it (`components/QrCode.tsx`).
 * @module
 */

/** Light modules around the symbol, so phone cameras find its edges. */
export const QR_QUIET_ZONE = 4;

/** What is read of a QR matrix: its side and whether a module is dark. */
export interface QrMatrix {
  size: number;
  isDark: (row: number, col: number) => boolean;
}

/**
 * The SVG path of the dark modules, in module units, offset by the quiet zone.
 * @returns the `d` attribute and the side of the whole image (symbol + 2 quiet zones)
 */
export function qrPath(matrix: QrMatrix, quiet: number = QR_QUIET_ZONE): { d: string; side: number } {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.isDark(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.isDark(row, col)) col += 1;
      parts.push(`M${start + quiet} ${row + quiet}h${col - start}v1h-${col - start}z`);
    }
  }
  return { d: parts.join(''), side: matrix.size + 2 * quiet };
}
