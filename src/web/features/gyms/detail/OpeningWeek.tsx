/**
 * The gym page's "Horarios" card (ADR 0025): the open state, then the next 7 days as the API answers them
 * (the gym's local days, ranges past midnight cut at 24:00, holidays named), or a note when the hours are
 * unknown. A real table: day and hours per row, today marked.
 * @module
 */
import { lazyDateTimeFormat } from '../../../../shared/domain/lazy-intl';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import type { Gym } from '../../../../shared/contract/gyms';
import { openingWeekMessages as m } from '../../../../shared/messages/opening-hours-pages.web';
import { TableHead } from '../../../components/TableHead';
import { OpenStatus } from '../../opening-hours';
import './opening-week.css';
import { TitledSection } from '../../../components/TitledSection';

const WEEKDAY = lazyDateTimeFormat(activeLocale, { timeZone: 'UTC', weekday: 'long' });

/** "jueves 26/11" of a local date `YYYY-MM-DD` (a calendar date: read at UTC noon, no zone involved). */
function dayName(date: string): string {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  return `${WEEKDAY.format(new Date(Date.UTC(y, mo - 1, d, 12)))} ${d}/${mo}`;
}

/** The card. */
export function OpeningWeek({ gym }: { gym: Gym }) {
  const week = gym.openingWeek ?? [];
  return (
    <TitledSection
      titleId="opening-week-title"
      title={m.weekTitle}
      className="detail-card opening-week"
      data-testid="opening-week"
    >
      <OpenStatus gym={gym} />
      {!gym.openingHours || week.length === 0 ? (
        <p className="opening-week__unknown">{m.unknownHours}</p>
      ) : (
        <table className="opening-week__table">
          <caption className="visually-hidden">{m.weekCaption(gym.timeZone ?? '')}</caption>
          <TableHead className="visually-hidden" columns={[m.dayColumn, m.hoursColumn]} />
          <tbody>
            {week.map((day, i) => (
              <tr key={day.date} className={i === 0 ? 'opening-week__today' : undefined}>
                <th scope="row">
                  {i === 0 ? `${m.today}, ${dayName(day.date)}` : dayName(day.date)}
                  {day.holiday && <span className="opening-week__holiday">{m.holiday(day.holiday)}</span>}
                </th>
                <td>
                  {day.ranges.length === 0
                    ? m.closedDay
                    : day.ranges.map((r) => m.range(r.from, r.to)).join(' · ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TitledSection>
  );
}
