/**
 * PostgreSQL WAL positions (`pg_lsn`, PostgreSQL docs §8.20): text `X/Y`, two hexadecimal numbers of
 * up to 32 bits, the high and the low half of a 64-bit byte position. Compared as one bigint
 * (ADR 0032), never as text ('0/9' > '0/10' as strings).
 * @module
 */

/** `X/Y` with one to eight hexadecimal digits on each side. */
const LSN = /^([0-9A-Fa-f]{1,8})\/([0-9A-Fa-f]{1,8})$/;

/**
 * The byte position of `lsn`.
 * @param lsn - a `pg_lsn` in its text form, e.g. `16/B374D848`
 * @returns the 64-bit position, or null when `lsn` is null or not of that form
 */
export function parseLsn(lsn: string | null | undefined): bigint | null {
  const match = lsn ? LSN.exec(lsn) : null;
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/**
 * Whether a server that replayed up to `replayed` has every write up to `needed` (PostgreSQL docs
 * §9.28.4: `pg_last_wal_replay_lsn`). No requirement is always met; an unknown replay position meets
 * none.
 */
export function lsnReached(replayed: bigint | null, needed: bigint | null): boolean {
  if (needed === null) return true;
  return replayed !== null && replayed >= needed;
}
