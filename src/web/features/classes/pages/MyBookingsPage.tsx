/**
 * "Mis reservas" (`/profile/user/{name}/{userId}/bookings`): the member's bookings, upcoming (soonest
 * first) and past (latest first), each with its status, waitlist position, calendar file and cancel;
 * and the personal calendar subscription. Guarded by {@link accountPage}.
 * @module
 */
import type { MyBooking } from '../../../../shared/contract/classes';
import { myBookingsMessages as m } from '../../../../shared/messages/classes.web';
import { PageMeta } from '../../../components/PageMeta';
import { OfflineNote } from '../../../components/OfflineNote';
import { QueryFrame } from '../../../components/QueryFrame';
import { HomeEmpty, accountPage } from '../../auth';
import { useMyBookings } from '../api/api';
import { BookingItem } from '../bookings/BookingItem';
import { CalendarFeed } from '../bookings/CalendarFeed';
import { isAhead } from '../week/policy';
import '../timetable/classes.css';
import '../bookings/bookings.css';
import { TitledSection } from '../../../components/TitledSection';

/** The "Mis reservas" screen. */
export const MyBookingsPage = accountPage(MyBookings);

function BookingList({ bookings, labelledBy }: { bookings: MyBooking[]; labelledBy: string }) {
  return (
    <ul className="plain-list bookings" aria-labelledby={labelledBy}>
      {bookings.map((booking) => (
        <BookingItem key={booking._id} booking={booking} />
      ))}
    </ul>
  );
}

function MyBookings() {
  const bookings = useMyBookings();

  return (
    <div className="container bookings-page">
      <PageMeta title={m.title} />
      <h1>{m.title}</h1>
      <p className="bookings-page__lead">{m.lead}</p>
      <OfflineNote updatedAt={bookings.dataUpdatedAt} />
      <QueryFrame query={bookings} loading={m.loading} errorTitle={m.loadError}>
        {(list) => {
          const now = new Date();
          // The server answers upcoming sessions first (soonest first), then past ones (latest first).
          const upcoming = list.filter((b) => isAhead(b.startsAt, now));
          const past = list.filter((b) => !isAhead(b.startsAt, now));
          return (
            <>
              <TitledSection titleId="upcoming-title" title={m.upcoming} className="bookings-page__section">
                {upcoming.length === 0 ? (
                  <HomeEmpty title={m.emptyUpcoming} body={m.emptyUpcomingBody} actionLabel={m.browseGyms} />
                ) : (
                  <BookingList bookings={upcoming} labelledBy="upcoming-title" />
                )}
              </TitledSection>
              <TitledSection titleId="past-title" title={m.past} className="bookings-page__section">
                {past.length === 0 ? (
                  <p className="bookings-page__empty">{m.emptyPast}</p>
                ) : (
                  <BookingList bookings={past} labelledBy="past-title" />
                )}
              </TitledSection>
            </>
          );
        }}
      </QueryFrame>
      <CalendarFeed />
    </div>
  );
}
