/**
 * The jobs that mail an account and then notify its devices (the outbox, ADR 0008; push, ADR 0031): what
 * their handlers work with, and how a module makes one the worker of its queue. The handlers stay in
 * their modules (the claim decision, the owner notices, the review invitation); the wiring is written once.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { QueueName } from '../plugins/jobs';
import type { Mailer } from '../plugins/mail';

/** Options of a plugin whose jobs mail links to the web app. */
export interface MailJobPluginOptions {
  db: Database;
  /** The web app's address, for the mails' links (`config.publicUrl`). */
  publicUrl: string;
}

/** What a mail job's handler works with besides the job's data. */
export interface MailJobContext extends MailJobPluginOptions {
  mailer: Mailer;
  /** Notifies an account's devices after its mail (ADR 0031); absent where Web Push is not registered. */
  push?: FastifyInstance['push'];
}

/**
 * A mail job's handler: parses the job's `data` (a ZodError for malformed data, a bug) and mails; the
 * mailer's error rejects it (pg-boss retries the job).
 */
export type MailJob = (ctx: MailJobContext, data: unknown) => Promise<void>;

/**
 * Makes `deliver` the worker of `queue` on `app`, with the app's mailer and push as they are when a job
 * runs (`app.push` may be registered after the calling plugin).
 * @param options - the database and the web app's address the handler gets
 */
export function workMailJob(
  app: FastifyInstance,
  queue: QueueName,
  { db, publicUrl }: MailJobPluginOptions,
  deliver: MailJob,
): void {
  app.jobs.work(queue, async (data) => deliver({ db, mailer: app.mailer, publicUrl, push: app.push }, data));
}
