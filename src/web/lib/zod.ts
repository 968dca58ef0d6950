/**
 * zod for the browser: the web build resolves `zod` here (vite.config.ts alias), so every schema the
 * web app parses with runs without zod's `new Function` fast path (`z.config({ jitless: true })`,
 * zod docs "Configuration"). The probe for that fast path is refused by our Content-Security-Policy
 * (no 'unsafe-eval') and reported as a console violation; the server keeps the fast path.
 * @module
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
