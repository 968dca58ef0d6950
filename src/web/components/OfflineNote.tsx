/**
 * "Sin conexión · actualizado hace 2 h" over a list shown from the offline data (ADR 0030) while the
 * browser is offline; nothing online. The age is the answer's own fetch time (TanStack's `dataUpdatedAt`),
 * in the page's language by `Intl.RelativeTimeFormat` (ADR 0055).
 * @module
 */
import { appStatusMessages as m } from '../../shared/messages/app.web';
import { perLocale } from '../../shared/domain/lazy-intl';
import { activeLocale } from '../../shared/messages/i18n/active';
import { useOnline } from '../lib/use-online';

// One formatter per locale, made on first use: none while online (ADR 0050).
const relative = perLocale(
  activeLocale,
  (tag) => new Intl.RelativeTimeFormat(tag, { style: 'short', numeric: 'always' }),
);

/** Seconds, minutes, hours or days: the largest unit that the age reaches. */
const STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** "hace 2 h" (es-AR, es-MX; "há 2 h" pt-BR) for an instant `ms` before `now`, in the page's language. */
export function agoText(ms: number, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - ms) / 1000));
  const [unit, size] = STEPS.find(([, s]) => seconds >= s) ?? ['second', 1];
  return relative().format(-Math.floor(seconds / size), unit);
}

/** The note for an answer fetched at `updatedAt` (ms since the epoch; 0 when never fetched). */
export function OfflineNote({ updatedAt }: { updatedAt: number }) {
  const online = useOnline();
  if (online || updatedAt === 0) return null;
  return (
    <p className="offline-note" role="status" data-testid="offline-note">
      {m.offlineUpdated(agoText(updatedAt))}
    </p>
  );
}
