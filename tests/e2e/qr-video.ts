/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`): the QR code of a text, drawn
 * black on white in the middle of the frame, as a YUV4MPEG2 file (the uncompressed format Chromium
 * reads: a `YUV4MPEG2` header, then frames of 4:2:0 planes — Y at full size, Cb and Cr at half size,
 * 128 meaning no colour). The QR matrix comes from the `qrcode` package (ISO/IEC 18004), with its
 * 4-module quiet zone.
 */
import { writeFile } from 'node:fs/promises';
import QRCode from 'qrcode';

/** Writes `frames` frames of `width`×`height` (even sizes) showing the QR code of `text` to `file`. */
export async function writeQrVideo(
  file: string,
  text: string,
  width = 640,
  height = 480,
  frames = 5,
): Promise<void> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size + 8; // quiet zone of 4 modules on each side
  const scale = Math.floor((Math.min(width, height) * 0.9) / size);
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 255);
  for (let row = 0; row < modules.size; row += 1)
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + (row + 4) * scale + y) * width + left + (col + 4) * scale;
        luma.fill(0, start, start + scale);
      }
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
