/**
 * The look of every BuscaGym e-mail: a dark ink header with the logo word, a white card, a muted footer
 * (the web app's `--color-ink` / `--color-accent`), and HTML escaping for every value put in it.
 * @module
 */
import type { MailMessage } from './mail';

/** Colours of the mails (the web app's palette). */
export const MAIL_COLORS = { ink: '#151826', accent: '#c2185b', text: '#1b1d29', muted: '#4f5568' } as const;

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A paragraph of escaped text. */
export function mailParagraph(text: string, color: string = MAIL_COLORS.text): string {
  return `<p style="margin:0 0 16px;color:${color};line-height:1.5">${escapeHtml(text)}</p>`;
}

/** A link drawn as the accent-coloured button of the mails, with escaped `label` and `url`. */
export function mailButton(label: string, url: string): string {
  return `<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:${MAIL_COLORS.accent};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>`;
}

/** The whole HTML document around `contentHtml` (already safe HTML), with `footer` (text) below. */
export function mailDocument(contentHtml: string, footer: string): string {
  const { ink, accent, muted } = MAIL_COLORS;
  return `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>BuscaGym</title></head>
<body style="margin:0;background:#f5f6fa;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${ink};padding:20px 24px;color:#f3f4f8;font-size:22px;font-weight:700">Busca<span style="color:${accent}">Gym</span></td></tr>
<tr><td style="padding:24px">
${contentHtml}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d5d8e2;color:${muted};font-size:12px">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
}

/**
 * A mail of plain paragraphs to `to`: the text version separates them by blank lines and ends with
 * `footer`, the HTML one draws each with {@link mailParagraph} in {@link mailDocument}.
 */
export function paragraphsMail(
  to: string,
  subject: string,
  paragraphs: string[],
  footer: string,
): MailMessage {
  return {
    to,
    subject,
    text: [...paragraphs, '', footer].join('\n\n'),
    html: mailDocument(paragraphs.map((p) => mailParagraph(p)).join(''), footer),
  };
}
