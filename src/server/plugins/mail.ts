/**
 * Outgoing mail (docs/architecture.md §3 "mail"; ADR 0005) with nodemailer: SMTP at SMTP_URL, from
 * MAIL_FROM. Without SMTP_URL each message is written to `$DATA_DIR/outbox/*.eml` and its link is
 * logged, so `npm start` alone can complete a sign-up.
 *
 * Callers that must answer alike whether or not a mail goes out (password reset: no user
 * enumeration) use {@link Mailer.sendLater}: delivery happens after the answer, failures are logged,
 * and closing the app waits for pending deliveries.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { accountConsoleMessages } from '../../shared/messages';
import type { Config } from '../config';

/** One message. `link` is the call to action, logged when mail goes to the outbox. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

/** Sends mail; available as `app.mailer`. */
export interface Mailer {
  /** Delivers now. @throws the transport's error (SMTP refused, outbox not writable) */
  send(message: MailMessage): Promise<void>;
  /**
   * Delivers in the background, after the current request's answer has been written (the message
   * may be given as a function, so that composing it is deferred too); a failure is logged, never thrown.
   */
  sendLater(message: MailMessage | (() => MailMessage)): void;
  /** Resolves when every background delivery started so far has finished. */
  idle(): Promise<void>;
  /** Waits for background deliveries, then closes the transport. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** File name of an outbox message: sortable time stamp + random suffix. */
function outboxFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
}

/**
 * Creates the mailer of `config` (SMTP when `smtpUrl` is set, outbox folder otherwise).
 * @param log - where outbox links and delivery failures are written
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>,
  log: FastifyBaseLogger,
): Mailer {
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  const send = async (message: MailMessage): Promise<void> => {
    const info = await transport.sendMail({
      from: config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (config.smtpUrl) return;
    await mkdir(config.outboxDir, { recursive: true });
    const file = path.join(config.outboxDir, outboxFileName(new Date()));
    // Written beside, then renamed (atomic on one file system, POSIX rename(2)): whoever reads the
    // outbox sees a whole message or none.
    await writeFile(`${file}.part`, info.message as Buffer, { mode: 0o600 });
    await rename(`${file}.part`, file);
    log.info({ file }, accountConsoleMessages.mailSaved(file, message.link ?? '-'));
  };

  const idle = async (): Promise<void> => {
    while (pending.size > 0) await Promise.allSettled([...pending]);
  };

  return {
    send,
    sendLater: (message) => {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => send(typeof message === 'function' ? message() : message))
        .catch((error: unknown) => log.error({ err: error }, accountConsoleMessages.mailFailed))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    idle,
    close: async () => {
      await idle();
      transport.close();
    },
  };
}

/** Options of {@link mailPlugin}. */
export interface MailPluginOptions {
  config: Config;
}

/** Decorates the root with `mailer` (once) and closes it with the app. */
export const mailPlugin = fp<MailPluginOptions>(
  async (app: FastifyInstance, { config }) => {
    if (app.hasDecorator('mailer')) return;
    const mailer = createMailer(config, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'buscagym-mail', fastify: '5.x' },
);
