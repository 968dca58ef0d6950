/**
 * The hook through which the door check-in (`POST /api/passes/checkin`, ./checkin) admits a member
 * pass that is not a gym's pass: Pase BuscaGym's door pass (ADR 0045 "Check-in"), whose rotating code
 * (ADR 0029) names no row of `passes`. The credits module implements it and registers it in the orders
 * context, so passes imports nothing of credits (docs/architecture.md §2).
 * @module
 */
import type { CheckinResponse } from '../../../shared/contract/orders';
import type { SessionUser } from '../../plugins/session';

/** A valid rotating code read at the door that names no gym pass. */
export interface MemberPassScan {
  /** The partner at the door. */
  session: SessionUser;
  /** The id the code names (`BGT1.<id>.<otp>`). */
  id: string;
  /** The code's TOTP step: admitted once. */
  step: number;
  /** The gym at whose door the code was read, when the door says (else any of the partner's gyms). */
  gymId: string | undefined;
  /** A scan within this many ms of the member's last admission is that same entry. */
  windowMs: number;
  now: Date;
}

/** Admits (or refuses) member passes of one kind at the door. */
export interface MemberPassDoor {
  /**
   * Checks `scan` in, in its own transaction.
   * @returns the door's answer, or undefined when `scan.id` is none of this kind's passes
   * @throws AppError for a refusal (the implementation's Spanish message)
   */
  checkIn(scan: MemberPassScan): Promise<CheckinResponse | undefined>;
}

/** The member-pass doors registered (one per app, in the orders context). */
export interface MemberPassDoors {
  /** Registers `door`. */
  register(door: MemberPassDoor): void;
  /** The doors registered, in order. */
  all(): readonly MemberPassDoor[];
}

/** An empty registry. */
export function createMemberPassDoors(): MemberPassDoors {
  const doors: MemberPassDoor[] = [];
  return {
    register: (door) => {
      doors.push(door);
    },
    all: () => doors,
  };
}
