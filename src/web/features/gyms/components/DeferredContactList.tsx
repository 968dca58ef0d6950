/**
 * The gym detail's contact rows, loaded when they come near the screen: their phone formatting
 * carries libphonenumber-js's metadata (≈ 28 KB gzipped), which the first screen of the detail does
 * not need (ADR 0013). A spinner holds the place meanwhile.
 * @module
 */
import { lazy, Suspense } from 'react';
import type { Gym } from '../../../../shared/contract/gyms';
import { noticeMessages } from '../../../../shared/messages/shell.web';
import { Spinner } from '../../../components/Spinner';
import { useNearScreen } from '../../../lib/use-near-screen';

const ContactList = lazy(async () => ({ default: (await import('./ContactList')).ContactList }));

/** {@link ContactList} once near the screen. */
export function DeferredContactList({ gym }: { gym: Gym }) {
  const { ref, near } = useNearScreen();
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
