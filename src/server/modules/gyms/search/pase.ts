/**
 * Pase BuscaGym in the catalogue's reads (ADR 0045 "Gym costs"): the visit cost in force, and on a gym's
 * page the coming change of its costs with its date. Both are read from `gym_credit_terms` with the
 * database's clock (`now()`), so a cost that took effect by time alone shows at once, without a write; a
 * gym that does not accept the pass (not opted in, or no rate) has neither. One index probe per row.
 * @module
 */
import { sql } from 'drizzle-orm';

/** The terms of gym `g` that accept the pass. */
const ACCEPTING = sql`from gym_credit_terms t where t.gym_id = g.id and t.accepts and t.rate_per_credit is not null`;

/** Pase BuscaGym's visit cost in force, null unless the gym accepts it. */
export const VISIT_CREDITS_COLUMN = sql`(select case when t.next_effective_at <= now() then coalesce(t.next_visit_credits, t.visit_credits) else t.visit_credits end
    ${ACCEPTING}) as "visitCredits"`;

/**
 * The coming change of the costs as JSON (`CreditCostChange`, the instant in UTC ISO 8601), null when none
 * waits or the gym does not accept the pass. A cost left out of the change stays what it is.
 */
export const PASE_CHANGE_COLUMN = sql`(select case when t.next_effective_at > now() then json_build_object(
      'visitCredits', coalesce(t.next_visit_credits, t.visit_credits, 1),
      'classCredits', coalesce(t.next_class_credits, t.class_credits, 1),
      'effectiveAt', to_char(t.next_effective_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) end
    ${ACCEPTING}) as "paseChange"`;
