/**
 * A class place paid with credits (ADR 0045): the member's offer in a gym's timetable
 * ({@link useClassCredits}: the gym's class cost when she may pay with credits) and the confirmation
 * ({@link ClassCreditDialog}) that shows the cost, its ARS value and the cancel deadline, then books with
 * `POST /api/bookings {sessionId, payWith: "credits"}` and reads the wallet again.
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import type { Booking } from '../../../../shared/contract/classes';
import { creditSpendMessages as m } from '../../../../shared/messages/credits-member.web';
import { sendJson } from '../../../lib/http';
import { useMemberId } from '../../auth';
import { useGymCreditTerms, useMyCredits, useRefreshCredits } from '../api/api';
import { classDeadline } from '../model/charge';
import { SpendDialog } from './SpendDialog';

// The booking's schema (and zod) loads with the call, not with the gym detail (ADR 0013).
const bookingSchema = async () => (await import('../../../../shared/contract/classes')).bookingResponseSchema;

/** `POST /api/bookings` paid with credits. */
export async function postCreditBooking(sessionId: string): Promise<Booking> {
  return (await sendJson('POST', '/api/bookings', { sessionId, payWith: 'credits' }, bookingSchema)).booking;
}

/**
 * The class cost in credits at gym `gymId` when the signed-in member may pay with them (the gym accepts
 * the pass and she has a pass or credits); null otherwise, and while either answer loads.
 */
export function useClassCredits(gymId: string): number | null {
  const member = useMemberId() !== '';
  const terms = useGymCreditTerms(member ? gymId : '');
  const wallet = useMyCredits();
  if (!member || !terms.data?.acceptsPase || terms.data.classCredits === null || !wallet.data) return null;
  if (wallet.data.balance === 0 && wallet.data.plan === null) return null;
  return terms.data.classCredits;
}

/** The session to book: its id, name, start (ISO 8601 with the gym's offset) and labels. */
export interface CreditClassTarget {
  _id: string;
  name: string;
  startsAt: string;
  /** "lunes 30 de noviembre" and "19:00", as the timetable writes them. */
  dayText: string;
  timeText: string;
}

/** Props of {@link ClassCreditDialog}. */
export interface ClassCreditDialogProps {
  gymId: string;
  timeZone: string;
  /** The session to confirm; null: closed. */
  target: CreditClassTarget | null;
  onClose: () => void;
  /** The place is booked (the caller says so and reads the timetable again). */
  onBooked: (booking: Booking, target: CreditClassTarget) => void;
}

/** The confirmation and the booking. */
export function ClassCreditDialog({ gymId, timeZone, target, onClose, onBooked }: ClassCreditDialogProps) {
  const terms = useGymCreditTerms(gymId);
  const wallet = useMyCredits();
  const refresh = useRefreshCredits();
  const book = useMutation({ mutationFn: postCreditBooking, onSettled: () => void refresh() });
  const cost = terms.data?.classCredits ?? null;
  if (!target || cost === null || !wallet.data) return null;
  const close = () => {
    book.reset();
    onClose();
  };
  return (
    <SpendDialog
      open
      what={m.confirmClass(target.name, target.dayText, target.timeText)}
      credits={cost}
      wallet={wallet.data}
      deadline={classDeadline(target.startsAt, terms.data?.cancelWindowHours ?? 0)}
      timeZone={timeZone}
      busy={book.isPending}
      error={book.isError ? book.error.message : null}
      onConfirm={() =>
        book.mutate(target._id, {
          onSuccess: (booking) => {
            book.reset();
            onBooked(booking, target);
          },
        })
      }
      onClose={close}
    />
  );
}
