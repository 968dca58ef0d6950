import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../../shared/constants/partners';
import { httpMessages, uploadMessages } from '../../../../shared/messages';
import { ApiRequestError } from '../../../lib/http';
import { precheckUpload, readUploadAnswer, UPLOAD_ACCEPT } from './upload';

const upload = {
  _id: '0b8c8f5e-7f3a-4c1e-9d2b-6a5e4f3d2c1b',
  url: '/uploads/x/large.webp',
  thumbnailUrl: '/uploads/x/thumb.webp',
  width: 1600,
  height: 900,
  bytes: 123456,
};

describe("upload pre-check (the server's type and size rules, ADR 0007)", () => {
  it('accepts JPEG, PNG and WebP up to 5 MB with the server messages otherwise', () => {
    expect(UPLOAD_ACCEPT).toBe('image/jpeg,image/png,image/webp');
    expect(precheckUpload({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(precheckUpload({ type: 'image/webp', size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(precheckUpload({ type: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).toBe(uploadMessages.tooLarge);
    expect(precheckUpload({ type: 'image/gif', size: 1000 })).toBe(uploadMessages.badType);
    expect(precheckUpload({ type: '', size: 1000 })).toBe(uploadMessages.badType);
    expect(precheckUpload({ type: 'image/png', size: 0 })).toBe(uploadMessages.unreadable);
  });
});

describe('upload answers', () => {
  it('reads the upload of a 201', () => {
    expect(readUploadAnswer(201, JSON.stringify({ upload }))).toEqual(upload);
  });

  it("throws the server's Spanish message on a refusal", () => {
    const refusal = () =>
      readUploadAnswer(400, JSON.stringify({ message: uploadMessages.badType, code: 'VALIDATION' }));
    expect(refusal).toThrow(uploadMessages.badType);
    try {
      refusal();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiRequestError);
      expect((error as ApiRequestError).status).toBe(400);
    }
  });

  it('falls back to Spanish texts for bodies without a message or off the contract', () => {
    expect(() => readUploadAnswer(0, '')).toThrow(httpMessages.network);
    expect(() => readUploadAnswer(502, '<html>')).toThrow(httpMessages.server);
    expect(() => readUploadAnswer(201, JSON.stringify({ upload: { url: 1 } }))).toThrow(
      httpMessages.unexpectedResponse,
    );
  });
});
