import { describe, expect, it } from 'vitest';
import { isSecondFactorRequired, isReauthenticationRequired } from '../api/errors';
import { ApiRequestError } from '../../../lib/http';
import { adminPaths, isAdminSection } from './paths';

describe('admin paths and refusals', () => {
  it('builds the home, the console, its sections and an account', () => {
    const paths = adminPaths('Ana Pérez', 'a1');
    expect(paths.home).toBe('/home/admin/Ana%20P%C3%A9rez/a1');
    expect(paths.console).toBe('/profile/admin/Ana%20P%C3%A9rez/a1');
    expect(paths.section('auditoria', 'action=account.lock')).toBe(
      '/profile/admin/Ana%20P%C3%A9rez/a1/auditoria?action=account.lock',
    );
    expect(paths.account('u9', 'empresas')).toBe('/profile/admin/Ana%20P%C3%A9rez/a1/empresas/u9');
    expect(isAdminSection('gimnasios')).toBe(true);
    expect(isAdminSection('resenas')).toBe(true);
    expect(isAdminSection('sales')).toBe(false);
  });

  it('tells the second-factor refusals apart', () => {
    const second = new ApiRequestError('x', 403, 'SECOND_FACTOR_REQUIRED');
    const reauth = new ApiRequestError('x', 403, 'REAUTHENTICATION_REQUIRED');
    expect(isSecondFactorRequired(second)).toBe(true);
    expect(isReauthenticationRequired(second)).toBe(false);
    expect(isReauthenticationRequired(reauth)).toBe(true);
    expect(isSecondFactorRequired(new ApiRequestError('x', 403, 'FORBIDDEN'))).toBe(false);
    expect(isSecondFactorRequired(new Error('x'))).toBe(false);
  });
});
