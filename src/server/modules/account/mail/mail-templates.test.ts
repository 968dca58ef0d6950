import { describe, expect, it } from 'vitest';
import { accountMailMessages } from '../../../../shared/messages';
import {
  activationMail,
  attackAlertMail,
  escapeHtml,
  registerExistingMail,
  resetMail,
} from './mail-templates';

describe('account mail templates', () => {
  it('escapes names in the HTML body', () => {
    expect(escapeHtml(`<b>"A" & 'B'</b>`)).toBe('&lt;b&gt;&quot;A&quot; &amp; &#39;B&#39;&lt;/b&gt;');
    const mail = activationMail(
      { name: '<script>x</script>', email: 'a@example.com' },
      'https://b.example/activation/1/t',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('https://b.example/activation/1/t');
    expect(mail).toMatchObject({ to: 'a@example.com', subject: accountMailMessages.activationSubject });
  });

  it('shows the reset code in both bodies', () => {
    const mail = resetMail(
      { name: 'Ana', email: 'a@example.com' },
      'K7QM2XHD',
      'https://b.example/resetpassword?request=1',
    );
    expect(mail.text).toContain('K7QM2XHD');
    expect(mail.html).toContain('K7QM2XHD');
    expect(mail.html).toContain('https://b.example/resetpassword?request=1');
  });

  it('gives the "someone tried to register" notice a sign-in button and a reset link (ADR 0010)', () => {
    const mail = registerExistingMail(
      { name: 'Ana', email: 'a@example.com' },
      { login: 'https://b.example/login', reset: 'https://b.example/resetpassword' },
    );
    expect(mail.subject).toBe(accountMailMessages.registerExistingSubject);
    expect(mail.text).toContain('https://b.example/login');
    expect(mail.text).toContain(`${accountMailMessages.forgotPassword}\nhttps://b.example/resetpassword`);
    expect(mail.html).toContain('href="https://b.example/resetpassword"');
    expect(mail.text).toContain(accountMailMessages.ignore);
  });

  it('closes the attack alert with its own line instead of "ignore this message"', () => {
    const mail = attackAlertMail({ name: 'Ana', email: 'a@example.com' }, 'https://b.example/resetpassword');
    expect(mail.subject).toBe(accountMailMessages.attackSubject);
    expect(mail.text).toContain(accountMailMessages.attackFootnote);
    expect(mail.text).not.toContain(accountMailMessages.ignore);
    expect(mail.html).toContain('href="https://b.example/resetpassword"');
  });
});
