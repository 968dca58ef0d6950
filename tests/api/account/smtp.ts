/**
 * A real SMTP server for the tests (smtp-server on 127.0.0.1, any free port): it accepts every
 * message, parses it with mailparser and keeps it, so tests can read the activation and reset mails
 * exactly as a mailbox would receive them.
 * @module
 */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received message. */
export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

/** The running server. */
export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `to` received after `since` messages, waiting up to `timeoutMs`. */
  waitFor(to: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Starts the server. */
export async function startSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitFor: TestSmtp['waitFor'] = async (to, { since = 0, timeoutMs = 10_000 } = {}) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.slice(since).find((m) => m.to.includes(to.toLowerCase()));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The activation link's path parts, read from a mail's text. */
export function activationLinkOf(mail: ReceivedMail): { link: string; userId: string; secretToken: string } {
  const match = /(https?:\/\/\S+\/activation\/([0-9a-f-]{36})\/([A-Za-z0-9_-]+))/.exec(mail.text);
  if (!match?.[1] || !match[2] || !match[3]) throw new Error(`no activation link in: ${mail.text}`);
  return { link: match[1], userId: match[2], secretToken: match[3] };
}

/** The reset code (8 symbols on its own line) and the request id of the link, read from a mail's text. */
export function resetCodeOf(mail: ReceivedMail): { code: string; requestId: string } {
  const code = /^([0-9A-Z]{8})$/m.exec(mail.text)?.[1];
  const requestId = /\/resetpassword\?request=([0-9a-f-]{36})/.exec(mail.text)?.[1];
  if (!code || !requestId) throw new Error(`no reset code in: ${mail.text}`);
  return { code, requestId };
}
