import { describe, expect, it } from 'vitest';
import { accountMailMessages } from '../../../shared/messages';
import { activationMail, escapeHtml, resetMail } from './mail-templates';

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
});
