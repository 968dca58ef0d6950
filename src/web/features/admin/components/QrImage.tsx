/**
 * The QR code of an `otpauth://` URI (ADR 0019), drawn by the `qrcode` package as SVG text and shown as
 * an image (no markup is injected into the page). The package loads with the set-up screen only.
 * @module
 */
import { useEffect, useState } from 'react';
import { Spinner } from '../../../components/Spinner';

type Drawn = { value: string; src: string } | { value: string; failed: true };

async function draw(value: string): Promise<string> {
  const module = await import('qrcode');
  // `qrcode` is CommonJS: its functions may arrive as named exports or on `default`.
  const toString = module.toString ?? (module as unknown as { default: typeof module }).default.toString;
  const svg = await toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Props of {@link QrImage}. */
export interface QrImageProps {
  value: string;
  /** The image's text alternative. */
  label: string;
  loadingLabel: string;
  /** Shown when the code cannot be drawn (the secret is shown as text anyway). */
  errorText: string;
}

/** The QR image of `value`. */
export function QrImage({ value, label, loadingLabel, errorText }: QrImageProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let active = true;
    draw(value)
      .then((src) => active && setDrawn({ value, src }))
      .catch((error: unknown) => {
        console.error('[mfa] QR code not drawn', error);
        if (active) setDrawn({ value, failed: true });
      });
    return () => {
      active = false;
    };
  }, [value]);
  const current = drawn?.value === value ? drawn : null;
  if (!current)
    return (
      <div className="admin-qr admin-qr--loading">
        <Spinner label={loadingLabel} />
      </div>
    );
  if ('failed' in current) return <p role="alert">{errorText}</p>;
  return (
    <img className="admin-qr" src={current.src} alt={label} width={220} height={220} data-testid="mfa-qr" />
  );
}
