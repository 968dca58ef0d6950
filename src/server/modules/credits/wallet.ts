/**
 * A member's wallet of Pase BuscaGym credits (docs/architecture.md §5.2, ADR 0045): every change of
 * balance happens here, inside the caller's transaction, under the wallet's row lock, and writes its
 * line of "Mis créditos" (`credit_movements`) with a unique event key — posted twice, it changes
 * nothing the second time. Values are integer centavos (ARS) by the average cost (./average-cost).
 *
 * Lock order (ADR 0045 "Spending"): the wallet first, then whatever the caller locks (a class session,
 * the member's visits of a gym), so two spends of one member never deadlock.
 * @module
 */
import { eq, sql } from 'drizzle-orm';
import type { CreditMovementKind } from '../../../shared/constants/credits';
import type { Tx } from '../../db/client';
import { creditMovements, creditWallets } from '../../db/schema-credits';
import { valueTaken } from './average-cost';

/** A locked wallet: credits, their value (centavos) and the month (`YYYY-MM`) already forgiven. */
export interface Wallet {
  balance: number;
  valueCentavos: number;
  forgivenMonth: string | null;
}

/** What a movement is about, besides its kind and amounts. `eventKey` is unique across all movements. */
export interface MovementRefs {
  eventKey: string;
  gymId?: string | null;
  bookingId?: string | null;
  visitId?: string | null;
  orderId?: string | null;
}

/** A spend refused: the wallet holds fewer credits than asked. */
export class NotEnoughCredits extends Error {
  constructor(
    readonly balance: number,
    readonly wanted: number,
  ) {
    super(`not enough credits: ${balance} held, ${wanted} wanted`);
    this.name = 'NotEnoughCredits';
  }
}

/** Locks `userId`'s wallet (`for update`), making an empty one first if there is none. */
export async function lockWallet(tx: Tx, userId: string): Promise<Wallet> {
  await tx.insert(creditWallets).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({
      balance: creditWallets.balance,
      valueCentavos: creditWallets.valueCentavos,
      forgivenMonth: creditWallets.forgivenMonth,
    })
    .from(creditWallets)
    .where(eq(creditWallets.userId, userId))
    .for('update');
  if (!row) throw new Error(`the wallet of ${userId} vanished under its lock`);
  return row;
}

/** Whether the event `eventKey` already moved credits (a replay). */
async function seen(tx: Tx, eventKey: string): Promise<boolean> {
  const found = await tx
    .select({ id: creditMovements.id })
    .from(creditMovements)
    .where(eq(creditMovements.eventKey, eventKey))
    .limit(1);
  return found.length > 0;
}

/** Writes the movement and the wallet's new state; the wallet is locked by the caller. */
async function move(
  tx: Tx,
  userId: string,
  kind: CreditMovementKind,
  credits: number,
  valueCentavos: number,
  after: Wallet,
  refs: MovementRefs,
): Promise<void> {
  await tx.insert(creditMovements).values({
    userId,
    kind,
    credits,
    valueCentavos,
    balanceAfter: after.balance,
    gymId: refs.gymId ?? null,
    bookingId: refs.bookingId ?? null,
    visitId: refs.visitId ?? null,
    orderId: refs.orderId ?? null,
    eventKey: refs.eventKey,
  });
  await tx
    .update(creditWallets)
    .set({
      balance: after.balance,
      valueCentavos: after.valueCentavos,
      forgivenMonth: after.forgivenMonth,
      updatedAt: sql`now()`,
    })
    .where(eq(creditWallets.userId, userId));
}

/**
 * Adds `credits` worth `valueCentavos` (a paid month: `added`) to `userId`'s wallet.
 * @returns the wallet after it, or null when `refs.eventKey` was already posted (nothing changed)
 */
export async function addCredits(
  tx: Tx,
  userId: string,
  credits: number,
  valueCentavos: number,
  refs: MovementRefs,
): Promise<Wallet | null> {
  const wallet = await lockWallet(tx, userId);
  if (await seen(tx, refs.eventKey)) return null;
  const after = {
    ...wallet,
    balance: wallet.balance + credits,
    valueCentavos: wallet.valueCentavos + valueCentavos,
  };
  await move(tx, userId, 'added', credits, valueCentavos, after, refs);
  return after;
}

/**
 * Takes `credits` out of `userId`'s wallet, as `kind` `spent` (a booking or visit) or `lapsed` (above
 * the rollover cap, the end of a cancelled plan). The value goes with them by the average cost.
 * @returns the centavos taken, or null when `refs.eventKey` was already posted (nothing changed)
 * @throws NotEnoughCredits when the wallet holds fewer than `credits`
 */
export async function takeCredits(
  tx: Tx,
  userId: string,
  kind: 'spent' | 'lapsed',
  credits: number,
  refs: MovementRefs,
): Promise<number | null> {
  const wallet = await lockWallet(tx, userId);
  if (await seen(tx, refs.eventKey)) return null;
  if (credits > wallet.balance) throw new NotEnoughCredits(wallet.balance, credits);
  const value = valueTaken(wallet.balance, wallet.valueCentavos, credits);
  const after = { ...wallet, balance: wallet.balance - credits, valueCentavos: wallet.valueCentavos - value };
  await move(tx, userId, kind, credits, value, after, refs);
  return value;
}

/**
 * Gives `credits` worth `valueCentavos` (what the booking or visit took) back to `userId`'s wallet:
 * `returned` (a cancel in time) or `forgiven` (the month's first late cancel or no-show; `month`,
 * `YYYY-MM` in Buenos Aires, is then recorded as forgiven).
 * @returns whether it was given back now (false: `refs.eventKey` was already posted)
 */
export async function giveBackCredits(
  tx: Tx,
  userId: string,
  kind: 'returned' | 'forgiven',
  credits: number,
  valueCentavos: number,
  refs: MovementRefs & { month?: string },
): Promise<boolean> {
  const wallet = await lockWallet(tx, userId);
  if (await seen(tx, refs.eventKey)) return false;
  const after = {
    balance: wallet.balance + credits,
    valueCentavos: wallet.valueCentavos + valueCentavos,
    forgivenMonth: kind === 'forgiven' ? (refs.month ?? wallet.forgivenMonth) : wallet.forgivenMonth,
  };
  await move(tx, userId, kind, credits, valueCentavos, after, refs);
  return true;
}
