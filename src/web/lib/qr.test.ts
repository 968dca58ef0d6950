import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath, QR_QUIET_ZONE } from './qr';

describe('qrPath', () => {
  it('draws each run of dark modules as one rectangle inside the quiet zone', () => {
    const rows = ['110', '010', '000'];
    const { d, side } = qrPath({ size: 3, isDark: (r, c) => rows[r]?.[c] === '1' }, 1);
    expect(side).toBe(5);
    expect(d).toBe('M1 1h2v1h-2zM2 2h1v1h-1z');
  });

  it('covers exactly the dark modules of a real code', () => {
    const qr = QRCode.create('BG-PASS-0123456789abcdef', { errorCorrectionLevel: 'M' });
    const { size } = qr.modules;
    const isDark = (r: number, c: number) => qr.modules.get(r, c) === 1;
    const { d, side } = qrPath({ size, isDark });
    expect(side).toBe(size + 2 * QR_QUIET_ZONE);
    const covered = [...d.matchAll(/M(\d+) (\d+)h(\d+)/g)].reduce((n, m) => n + Number(m[3]), 0);
    let dark = 0;
    for (let r = 0; r < size; r += 1) for (let c = 0; c < size; c += 1) if (isDark(r, c)) dark += 1;
    expect(covered).toBe(dark);
  });
});
