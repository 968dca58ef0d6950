/**
 * The account e-mails (issue "Accounts" §4): Spanish text and HTML bodies in BuscaGym's look (dark
 * ink header, red-pink accent, as the web app's `--color-ink` / `--color-accent`), links built from
 * PUBLIC_URL. Every value put into HTML is escaped.
 * @module
 */
import { accountMailMessages as m } from '../../../shared/messages';
import type { MailMessage } from '../../plugins/mail';

const INK = '#151826';
const ACCENT = '#c2185b';
const TEXT = '#1b1d29';
const MUTED = '#4f5568';

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

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
  const p = (text: string, color = TEXT) =>
    `<p style="margin:0 0 16px;color:${color};line-height:1.5">${escapeHtml(text)}</p>`;
  const code = b.code
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:4px;color:${INK}">${escapeHtml(b.code)}</p>`
    : '';
  return `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>BuscaGym</title></head>
<body style="margin:0;background:#f5f6fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${INK};padding:20px 24px;color:#f3f4f8;font-size:22px;font-weight:700">Busca<span style="color:${ACCENT}">Gym</span></td></tr>
<tr><td style="padding:24px">
${p(m.greeting(b.name))}${p(b.intro)}${code}
<p style="margin:0 0 24px"><a href="${escapeHtml(b.link)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(b.button)}</a></p>
${p(b.expiry, MUTED)}${p(m.linkFallback, MUTED)}<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(b.link)}" style="color:${ACCENT}">${escapeHtml(b.link)}</a></p>
${p(m.ignore, MUTED)}${p(m.signature)}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d5d8e2;color:${MUTED};font-size:12px">${escapeHtml(m.footer)}</td></tr>
</table></td></tr></table></body></html>`;
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
