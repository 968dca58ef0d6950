import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/http';
import { confirmationNeeded } from './api-partner';

describe('the delete confirmation the server asks for', () => {
  it('reads the count of bookings of a 409 CONFIRMATION_REQUIRED', () => {
    const body = { message: 'Esta clase tiene 2 reservas…', code: 'CONFIRMATION_REQUIRED', bookings: 2 };
    expect(confirmationNeeded(new ApiRequestError(body.message, 409, body.code, undefined, body))).toBe(2);
  });

  it('is null for any other refusal', () => {
    expect(confirmationNeeded(new ApiRequestError('No encontramos esa clase.', 404, 'NOT_FOUND'))).toBeNull();
    expect(confirmationNeeded(new ApiRequestError('Otra cosa', 409, 'CONFLICT'))).toBeNull();
    expect(confirmationNeeded(new Error('red'))).toBeNull();
  });
});
