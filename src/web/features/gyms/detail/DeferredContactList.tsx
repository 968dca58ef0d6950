/**
 * The gym detail's contact rows, loaded when they come near the screen: their phone formatting
 * carries libphonenumber-js's metadata (≈ 28 KB gzipped), which the first screen of the detail does
 * not need (ADR 0013). A spinner holds the place meanwhile. A gym with no phone, e-mail or link says so
 * at once, so the card is never empty.
 * @module
 */
import { lazy, Suspense } from 'react';
import type { Gym } from '../../../../shared/contract/gyms';
import { gymDetailMessages } from '../../../../shared/messages/catalogue.web';
import { noticeMessages } from '../../../../shared/messages/shell.web';
import { Spinner } from '../../../components/Spinner';
import { useNearScreen } from '../../../lib/use-near-screen';

const ContactList = lazy(async () => ({ default: (await import('./ContactList')).ContactList }));

/** Whether the gym published any way to contact it (the rows {@link ContactList} would show). */
const hasContact = (gym: Gym): boolean =>
  Boolean(
    gym.phone?.trim() ||
    gym.email?.trim() ||
    gym.socialNetworks.website ||
    gym.socialNetworks.facebook ||
    gym.socialNetworks.instagram,
  );

/** {@link ContactList} once near the screen; the "no contact yet" notice at once when there is nothing. */
export function DeferredContactList({ gym }: { gym: Gym }) {
  const { ref, near } = useNearScreen();
  if (!hasContact(gym))
    return (
      <div className="detail-contact">
        <p data-testid="no-contact">{gymDetailMessages.noContact}</p>
      </div>
    );
  return (
    <div ref={ref} className="detail-contact">
      {near && (
        <Suspense fallback={<Spinner label={noticeMessages.loading} />}>
          <ContactList gym={gym} />
        </Suspense>
      )}
    </div>
  );
}
