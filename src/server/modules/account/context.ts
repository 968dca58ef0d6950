/**
 * What the account rules need from the outside world, passed explicitly (no globals): the database,
 * the configuration (PUBLIC_URL for links, Google settings), the mailer and a logger.
 * @module
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../plugins/mail';

/** Dependencies of the account services. */
export interface AccountContext {
  db: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** Builds an absolute link to a web route from PUBLIC_URL (which has no trailing slash). */
export function webLink(config: Pick<Config, 'publicUrl'>, pathname: string): string {
  return `${config.publicUrl}${pathname}`;
}
