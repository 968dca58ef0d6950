/**
 * `DATABASE_REPLICA_URLS` (ADR 0032): comma-separated PostgreSQL URLs of the catalogue's read
 * replicas; empty or unset → none.
 * @module
 */
import { z } from 'zod';

/** True for a `postgres:` or `postgresql:` URL that names a host (RFC 3986 §3.2.2). */
export function isPostgresUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Parses the variable into its URLs (blanks around commas and empty items ignored).
 * Fails, naming the item's position but not the URL (it may carry a password), on any item that is
 * not a PostgreSQL URL with a host.
 */
export const replicaUrlsSchema = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const urls = value
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean);
    urls.forEach((url, index) => {
      if (!isPostgresUrl(url))
        ctx.addIssue({
          code: 'custom',
          message: `item ${index + 1} is not a postgres:// or postgresql:// URL with a host`,
        });
    });
    return urls;
  });
