/**
 * The days of the demo month of Pase BuscaGym (../demo-credits, ADR 0045): a fixed script of visits and
 * class bookings by the demo members at the opted-in gyms — attended (checked in at the door), cancelled
 * in time, cancelled late, missed — played in the order of time through the credits module's own
 * functions, each called with the instant it happens. So the month's first late cancel or no-show of each
 * member is forgiven (nothing posted) and the later ones pay the gym, as ADR 0045 "Cancelling" says.
 * The classes come from demo weekly classes given to the first opted-in gyms (the seed's demo
 * timetable, ./classes), running from the month's first day.
 * @module
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { classSessions } from '../../db/schema-classes';
import { creditDoorPasses } from '../../db/schema-credits';
import type { JobQueue } from '../../plugins/jobs';
import type { SessionUser } from '../../plugins/session';
import {
  bookClassWithCredits,
  bookVisit,
  cancelClassWithCredits,
  cancelVisit,
  creditDoor,
  settleNoShows,
} from '../../modules/credits/index';

/** An opted-in gym of the demo month: its owner (the partner at the door) and zone. */
export interface MonthGym {
  id: string;
  ownerId: string;
  timeZone: string;
  /** Its club's source reference (its demo timetable's key). */
  ref: string;
}

/** A demo member of the month: account, name, and index in the demo members (its plan and script). */
export interface MonthMember {
  id: string;
  email: string;
  name: string;
  index: number;
}

type Outcome = 'attended' | 'cancelInTime' | 'lateCancel' | 'noShow';

/** One line of the script: member and gym (indexes), a visit or a class, around which day, and how it ends. */
interface Line {
  member: number;
  gym: number;
  kind: 'visit' | 'class';
  day: number;
  outcome: Outcome;
}

/**
 * The month's script. Gym 0's partner's statement lists two attended visits and classes, a late cancel
 * and a no-show; member 0's class no-show, member 1's late class cancel and member 2's first no-show
 * are their month's forgiven ones, and member 1's cancel in time gives the credits back.
 */
export const DEMO_MONTH_SCRIPT: readonly Line[] = [
  { member: 0, gym: 0, kind: 'visit', day: 2, outcome: 'attended' },
  { member: 1, gym: 0, kind: 'class', day: 3, outcome: 'attended' },
  { member: 2, gym: 1, kind: 'visit', day: 5, outcome: 'attended' },
  { member: 0, gym: 0, kind: 'class', day: 6, outcome: 'noShow' },
  { member: 1, gym: 0, kind: 'visit', day: 8, outcome: 'cancelInTime' },
  { member: 2, gym: 0, kind: 'class', day: 9, outcome: 'attended' },
  { member: 0, gym: 0, kind: 'visit', day: 13, outcome: 'lateCancel' },
  { member: 1, gym: 2, kind: 'visit', day: 14, outcome: 'attended' },
  { member: 2, gym: 0, kind: 'visit', day: 15, outcome: 'noShow' },
  { member: 0, gym: 3, kind: 'visit', day: 16, outcome: 'attended' },
  { member: 1, gym: 1, kind: 'class', day: 18, outcome: 'lateCancel' },
  { member: 2, gym: 0, kind: 'visit', day: 20, outcome: 'noShow' },
  { member: 0, gym: 0, kind: 'class', day: 22, outcome: 'attended' },
  { member: 1, gym: 1, kind: 'visit', day: 23, outcome: 'attended' },
  { member: 2, gym: 1, kind: 'class', day: 25, outcome: 'attended' },
  { member: 0, gym: 1, kind: 'visit', day: 27, outcome: 'attended' },
];

const HOUR_MS = 3_600_000;

/** A job queue that queues nothing: the demo classes have no waitlist, so a cancel promotes nobody. */
const NO_JOBS: JobQueue = {
  sendInTransaction: () => Promise.reject(new Error('the demo month of Pase BuscaGym queues no job')),
  send: () => Promise.reject(new Error('the demo month of Pase BuscaGym queues no job')),
  work: () => undefined,
  drained: () => Promise.resolve(true),
};

/** What {@link runDemoMonth} needs: the month, its gyms and members, and a session maker. */
export interface DemoMonth {
  year: number;
  month: number;
  gyms: readonly MonthGym[];
  members: readonly MonthMember[];
  actingAs: (userId: string, type: SessionUser['type']) => SessionUser;
}

/** One step of the month at instant `at`. */
interface Step {
  at: Date;
  run: () => Promise<void>;
}

/**
 * Plays {@link DEMO_MONTH_SCRIPT} (lines whose member, gym or class session is missing are left out).
 * @returns the visits and class bookings made
 */
export async function runDemoMonth(tx: Tx, m: DemoMonth): Promise<{ visits: number; bookings: number }> {
  const dayAt = (gym: MonthGym, day: number, hour: number) =>
    new Date(new TZDate(m.year, m.month - 1, day, hour, 0, gym.timeZone).getTime());
  const steps: Step[] = [];
  const made = { visits: 0, bookings: 0 };
  for (const line of DEMO_MONTH_SCRIPT) {
    const member = m.members.find((x) => x.index === line.member);
    const gym = m.gyms[line.gym];
    if (!member || !gym) continue;
    const opens = dayAt(gym, 1, 10);
    const me = m.actingAs(member.id, 'user');
    const door = m.actingAs(gym.ownerId, 'partner');
    if (line.kind === 'visit') {
      const day = format(new TZDate(dayAt(gym, line.day, 12).getTime(), gym.timeZone), 'yyyy-MM-dd');
      const start = dayAt(gym, line.day, 0);
      const bookAt = new Date(Math.max(opens.getTime(), start.getTime() - 38 * HOUR_MS));
      let id = '';
      made.visits += 1;
      steps.push({
        at: bookAt,
        run: async () => void (id = (await bookVisit(tx, me, gym.id, day, bookAt)).visit._id),
      });
      const end = endOf(line.outcome, {
        bookAt,
        late: dayAt(gym, line.day, 7),
        door: dayAt(gym, line.day, 18),
        ends: dayAt(gym, line.day + 1, 0),
      });
      steps.push({
        at: end,
        run: () => finish(tx, line.outcome, end, { member: me, door, gym, id: () => id }),
      });
      continue;
    }
    const session = await sessionNear(
      tx,
      gym,
      dayAt(gym, Math.max(2, line.day - 3), 0),
      dayAt(gym, 29, 0),
      dayAt(gym, line.day, 12),
    );
    if (!session) continue;
    const bookAt = new Date(Math.max(opens.getTime(), session.startsAt.getTime() - 48 * HOUR_MS));
    let id = '';
    made.bookings += 1;
    steps.push({
      at: bookAt,
      run: async () => void (id = (await bookClassWithCredits(tx, me, session.id, bookAt)).booking._id),
    });
    const end = endOf(line.outcome, {
      bookAt,
      late: new Date(session.startsAt.getTime() - HOUR_MS),
      door: new Date(session.startsAt.getTime() - 5 * 60_000),
      ends: session.endsAt,
    });
    steps.push({
      at: end,
      run: () => finish(tx, line.outcome, end, { member: me, door, gym, id: () => id, isClass: true }),
    });
  }
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const step of steps) await step.run();
  return made;
}

/**
 * When a line ends: a cancel in time 2 h after `bookAt`, a late cancel at `late` (after the cancel
 * deadline, before the start), the door at `door`, a no-show settled 10 minutes after it `ends`.
 */
function endOf(outcome: Outcome, t: { bookAt: Date; late: Date; door: Date; ends: Date }): Date {
  if (outcome === 'cancelInTime') return new Date(t.bookAt.getTime() + 2 * HOUR_MS);
  if (outcome === 'lateCancel') return t.late;
  if (outcome === 'attended') return t.door;
  return new Date(t.ends.getTime() + 10 * 60_000);
}

/** How a booked line ends at `at`: cancelled, checked in at the gym's door, or settled by the no-show job. */
async function finish(
  tx: Tx,
  outcome: Outcome,
  at: Date,
  who: { member: SessionUser; door: SessionUser; gym: MonthGym; id: () => string; isClass?: boolean },
): Promise<void> {
  const id = who.id();
  if (outcome === 'cancelInTime' || outcome === 'lateCancel') {
    if (who.isClass) await cancelClassWithCredits(tx, NO_JOBS, who.member, id, at);
    else await cancelVisit(tx, who.member, id, at);
    return;
  }
  if (outcome === 'noShow') {
    await settleNoShows(tx, at);
    return;
  }
  await tx.insert(creditDoorPasses).values({ userId: who.member.userId }).onConflictDoNothing();
  const [pass] = await tx
    .select({ id: creditDoorPasses.id })
    .from(creditDoorPasses)
    .where(eq(creditDoorPasses.userId, who.member.userId));
  const scan = {
    session: who.door,
    id: pass?.id ?? '',
    step: Math.floor(at.getTime() / 30_000),
    gymId: who.gym.id,
    windowMs: 60_000,
    now: at,
  };
  const answer = await creditDoor(tx).checkIn(scan);
  if (!answer?.admitted) throw new Error(`the demo month's door did not admit ${who.member.userId}`);
}

/** The session of `gym`'s classes starting in [`from`, `to`) nearest to `near`. */
async function sessionNear(tx: Tx, gym: MonthGym, from: Date, to: Date, near: Date) {
  const found = await tx
    .select({ id: classSessions.id, startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
    .from(classSessions)
    .where(
      and(eq(classSessions.gymId, gym.id), gte(classSessions.startsAt, from), lt(classSessions.startsAt, to)),
    )
    .orderBy(asc(classSessions.startsAt));
  return found.sort(
    (a, b) =>
      Math.abs(a.startsAt.getTime() - near.getTime()) - Math.abs(b.startsAt.getTime() - near.getTime()),
  )[0];
}
