/**
 * A QR code drawn as SVG, black on white with its quiet zone (high contrast for any phone camera): a
 * member's pass and an administrator's `otpauth://` set-up (ADR 0019). The `qrcode` package is loaded
 * on first use only (a dynamic import), so no other screen pays for it.
 * @module
 */
import { useEffect, useState } from 'react';
import { qrPath } from '../lib/qr';
import { Spinner } from './Spinner';
import './qr.css';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text the code holds. */
  value: string;
  /** Its accessible name. */
  label: string;
  /** Displayed side in px (the SVG scales; CSS may widen it on phones). */
  size?: number;
  className?: string;
  /** The spinner's label while the package loads. */
  loadingLabel: string;
  /** Shown when the code cannot be drawn. */
  errorText: string;
}

type Drawn = { value: string; d: string; side: number } | { value: string; error: true };

async function draw(value: string): Promise<{ d: string; side: number }> {
  const module = await import('qrcode');
  // `qrcode` is CommonJS: its functions may arrive as named exports or on `default`.
  const create = module.create ?? (module as unknown as { default: typeof module }).default.create;
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  return qrPath({ size: modules.size, isDark: (row, col) => modules.get(row, col) === 1 });
}

/** The QR code of `value`. */
export function QrCode({ value, label, size = 240, className, loadingLabel, errorText }: QrCodeProps) {
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  useEffect(() => {
    let active = true;
    draw(value)
      .then((path) => active && setDrawn({ value, ...path }))
      .catch((error: unknown) => {
        console.error('QR code not drawn', error);
        if (active) setDrawn({ value, error: true });
      });
    return () => {
      active = false;
    };
  }, [value]);

  const current = drawn?.value === value ? drawn : null;
  const style = { width: size, maxWidth: '100%' };
  if (!current)
    return (
      <div className={`qr qr--loading ${className ?? ''}`} style={style}>
        <Spinner label={loadingLabel} />
      </div>
    );
  if ('error' in current)
    return (
      <p className="qr qr--error" role="alert">
        {errorText}
      </p>
    );
  return (
    <svg
      className={`qr ${className ?? ''}`}
      style={style}
      viewBox={`0 0 ${current.side} ${current.side}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={current.side} height={current.side} fill="#ffffff" />
      <path d={current.d} fill="#000000" />
    </svg>
  );
}
