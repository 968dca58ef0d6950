/**
 * The account e-mails (issue "Accounts" §4): Spanish text and HTML bodies in BuscaGym's look (dark
 * ink header, red-pink accent, as the web app's `--color-ink` / `--color-accent`), links built from
 * PUBLIC_URL. Every value put into HTML is escaped.
 * @module
 */
import { accountMailMessages as m } from '../../../shared/messages';
import type { MailMessage } from '../../plugins/mail';
import { escapeHtml, MAIL_COLORS, mailDocument, mailParagraph } from '../../plugins/mail-layout';

export { escapeHtml };

const { ink: INK, accent: ACCENT, muted: MUTED } = MAIL_COLORS;

interface Body {
  name: string;
  intro: string;
  /** Shown large (the reset code); optional. */
  code?: string;
  button: string;
  link: string;
  expiry: string;
}

function html(b: Body): string {
  const p = mailParagraph;
  const code = b.code
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:4px;color:${INK}">${escapeHtml(b.code)}</p>`
    : '';
  return mailDocument(
    `${p(m.greeting(b.name))}${p(b.intro)}${code}
<p style="margin:0 0 24px"><a href="${escapeHtml(b.link)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(b.button)}</a></p>
${p(b.expiry, MUTED)}${p(m.linkFallback, MUTED)}<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(b.link)}" style="color:${ACCENT}">${escapeHtml(b.link)}</a></p>
${p(m.ignore, MUTED)}${p(m.signature)}`,
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
    b.expiry,
    m.ignore,
    '',
    m.signature,
    '',
    m.footer,
  ].join('\n');
}

/** The activation mail: link `${publicUrl}/activation/{userId}/{secretToken}` (SPEC §2 route). */
export function activationMail(to: { name: string; email: string }, link: string): MailMessage {
  const body: Body = {
    name: to.name,
    intro: m.activationIntro,
    button: m.activationButton,
    link,
    expiry: m.activationExpiry,
  };
  return { to: to.email, subject: m.activationSubject, text: text(body), html: html(body), link };
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
  return { to: to.email, subject: m.resetSubject, text: text(body), html: html(body), link };
}
