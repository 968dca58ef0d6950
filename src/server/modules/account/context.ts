/**
 * What the account rules need from the outside world, passed explicitly (no globals): the database,
 * the configuration (PUBLIC_URL for links, Google settings), the mailer, a logger and the member
 * profile reader.
 * @module
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MemberUser } from '../../../shared/contract/members';
import type { Mailer } from '../../plugins/mail';
import type { AccountRow } from './queries/users';

/** Dependencies of the account services. */
export interface AccountContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The member data of a profile (see {@link MemberProfileReader}). */
  memberProfile: MemberProfileReader;
}

/**
 * Reads the member profile of `account` (ADR 0007), `healthConditions` only `withHealth`: the members
 * module's `readMemberUser`, given by app.ts, so that the account module does not import members (which
 * builds on accounts; docs/architecture.md §2).
 */
export type MemberProfileReader = (
  db: Database,
  account: AccountRow,
  withHealth: boolean,
) => Promise<MemberUser>;

/** Builds an absolute link to a web route from PUBLIC_URL (which has no trailing slash). */
export function webLink(config: Pick<Config, 'publicUrl'>, pathname: string): string {
  return `${config.publicUrl}${pathname}`;
}
