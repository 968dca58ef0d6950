/**
 * Reading QR codes from the camera with the Shape Detection API's `BarcodeDetector` (WICG), through the
 * `barcode-detector` ponyfill (ZXing-C++ compiled to WebAssembly). Its `.wasm` is served by our own build
 * (Vite asset URL), never by a CDN: the screen's CSP allows our origin and `'wasm-unsafe-eval'` only.
 * @module
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** How often a video frame is read, ms (4 per second: quick at the door, light on a phone). */
export const SCAN_INTERVAL_MS = 250;

let prepared = false;

/** A detector of QR codes whose `.wasm` comes from our origin. */
export function qrDetector(): BarcodeDetector {
  if (!prepared) {
    prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
      },
    });
    prepared = true;
  }
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/**
 * Reads `video` every {@link SCAN_INTERVAL_MS} and calls `onCode` with each QR text found (the caller
 * decides what to do with repeats). @returns a function that stops reading
 */
export function scanVideo(video: HTMLVideoElement, onCode: (text: string) => void): () => void {
  const detector = qrDetector();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped) return;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      try {
        for (const code of await detector.detect(video)) if (code.rawValue) onCode(code.rawValue);
      } catch {
        // A frame that cannot be read (size 0 while the stream starts) is skipped.
      }
    }
    if (!stopped) timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
  };
  void tick();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
