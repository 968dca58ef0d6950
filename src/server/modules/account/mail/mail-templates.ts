/**
 * The account e-mails (ADR 0005; ADR 0010 for the notice of a registration with a taken
 * e-mail and the alert of an attack on the account): Spanish text and HTML bodies in BuscaGym's look (dark
 * ink header, red-pink accent, as the web app's `--color-ink` / `--color-accent`), links built from
 * PUBLIC_URL. Every value put into HTML is escaped.
 * @module
 */
import { accountMailMessages as m } from '../../../../shared/messages';
import type { MailMessage } from '../../../plugins/mail';
import {
  escapeHtml,
  MAIL_COLORS,
  mailButton,
  mailDocument,
  mailParagraph,
} from '../../../plugins/mail-layout';

export { escapeHtml };

const { ink: INK, accent: ACCENT, muted: MUTED } = MAIL_COLORS;

interface Body {
  name: string;
  intro: string;
  /** Shown large (the reset code); optional. */
  code?: string;
  button: string;
  link: string;
  /** The lifetime of the link or code; optional. */
  expiry?: string;
  /** A second, plain link with its lead-in (e.g. "forgot your password?"); optional. */
  more?: { text: string; link: string };
  /** The closing line (default: "if it was not you, ignore this message"). */
  closing?: string;
}

function html(b: Body): string {
  const p = mailParagraph;
  const code = b.code
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:4px;color:${INK}">${escapeHtml(b.code)}</p>`
    : '';
  const plainLink = (link: string) =>
    `<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(link)}" style="color:${ACCENT}">${escapeHtml(link)}</a></p>`;
  const more = b.more ? `${p(b.more.text)}${plainLink(b.more.link)}` : '';
  return mailDocument(
    `${p(m.greeting(b.name))}${p(b.intro)}${code}
${mailButton(b.button, b.link)}
${b.expiry ? p(b.expiry, MUTED) : ''}${p(m.linkFallback, MUTED)}${plainLink(b.link)}
${more}${p(b.closing ?? m.ignore, MUTED)}${p(m.signature)}`,
    m.footer,
  );
}

function text(b: Body): string {
  return [
    m.greeting(b.name),
    '',
    b.intro,
    '',
    ...(b.code ? [b.code, ''] : []),
    b.link,
    '',
    ...(b.expiry ? [b.expiry] : []),
    ...(b.more ? [b.more.text, b.more.link, ''] : []),
    b.closing ?? m.ignore,
    '',
    m.signature,
    '',
    m.footer,
  ].join('\n');
}

const message = (to: { email: string }, subject: string, body: Body): MailMessage => ({
  to: to.email,
  subject,
  text: text(body),
  html: html(body),
  link: body.link,
});

/** The activation mail: link `${publicUrl}/activation/{userId}/{secretToken}` (SPEC §2 route). */
export function activationMail(to: { name: string; email: string }, link: string): MailMessage {
  const body: Body = {
    name: to.name,
    intro: m.activationIntro,
    button: m.activationButton,
    link,
    expiry: m.activationExpiry,
  };
  return message(to, m.activationSubject, body);
}

/** The reset mail: the code to type, and a link to the reset screen carrying the request id. */
export function resetMail(to: { name: string; email: string }, code: string, link: string): MailMessage {
  const body: Body = {
    name: to.name,
    intro: m.resetIntro,
    code,
    button: m.resetButton,
    link,
    expiry: m.resetExpiry,
  };
  return message(to, m.resetSubject, body);
}

/**
 * The notice to the owner of an existing account when someone registers with its e-mail (OWASP ASVS
 * 5.0 6.3.8; ADR 0010): a button to sign in and a link to reset the password.
 */
export function registerExistingMail(
  to: { name: string; email: string },
  links: { login: string; reset: string },
): MailMessage {
  return message(to, m.registerExistingSubject, {
    name: to.name,
    intro: m.registerExistingIntro,
    button: m.registerExistingButton,
    link: links.login,
    more: { text: m.forgotPassword, link: links.reset },
  });
}

/**
 * The owner's alert when the account crosses the ceiling of failed sign-ins (ADR 0010), once per
 * episode: a button to reset the password.
 */
export function attackAlertMail(to: { name: string; email: string }, resetLink: string): MailMessage {
  return message(to, m.attackSubject, {
    name: to.name,
    intro: `${m.attackIntro} ${m.attackAdvice}`,
    button: m.attackButton,
    link: resetLink,
    closing: m.attackFootnote,
  });
}
