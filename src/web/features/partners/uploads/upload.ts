/**
 * Image uploads of the partner forms (ADR 0007): a client-side pre-check with the server's
 * own messages (type and 5 MB; the server decides again from the bytes) and `POST
 * /api/partner/uploads` (multipart, one part `file`) over XMLHttpRequest, which reports upload
 * progress (fetch cannot).
 * @module
 */
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../../shared/constants/partners';
import { uploadResponseSchema, type Upload } from '../../../../shared/contract/partner-gyms';
import { httpMessages, uploadMessages } from '../../../../shared/messages';
import { buildUrl, messageForStatus, ApiRequestError } from '../../../lib/http';

/** The `accept` attribute of the file inputs. */
export const UPLOAD_ACCEPT = UPLOAD_MIME_TYPES.join(',');

/**
 * Checks a chosen file before sending it: the browser's type must be JPEG, PNG or WebP and the size at
 * most {@link UPLOAD_MAX_BYTES} bytes.
 * @returns the Spanish reason (same text as the server's refusal), or null when it may be sent
 */
export function precheckUpload(file: { type: string; size: number }): string | null {
  if (file.size === 0) return uploadMessages.unreadable;
  if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return uploadMessages.badType;
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooLarge;
  return null;
}

/**
 * Reads an XHR answer: the upload on 2xx, otherwise an {@link ApiRequestError} carrying the server's
 * Spanish `message` (or a fallback by status).
 */
export function readUploadAnswer(status: number, text: string): Upload {
  let body: unknown;
  try {
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    body = undefined;
  }
  if (status >= 200 && status < 300) {
    const parsed = uploadResponseSchema.safeParse(body);
    if (parsed.success) return parsed.data.upload;
    throw new ApiRequestError(httpMessages.unexpectedResponse, 0);
  }
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message
      ? body.message
      : status === 0
        ? httpMessages.network
        : messageForStatus(status);
  throw new ApiRequestError(message, status, undefined, undefined, body);
}

/**
 * Sends one image to `POST /api/partner/uploads`.
 * @param file - the chosen file (pre-check it with {@link precheckUpload} first)
 * @param onProgress - called with the share sent so far, 0–100 (%)
 * @returns the processed upload (`url` large WebP, `thumbnailUrl` thumbnail)
 * @throws ApiRequestError with the server's Spanish message (bad type, too large, …) or a network text
 */
export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl('/api/partner/uploads'));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((100 * event.loaded) / event.total));
    };
    xhr.onload = () => {
      try {
        resolve(readUploadAnswer(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () => {
      console.error('[upload] network failure');
      reject(new ApiRequestError(httpMessages.network, 0));
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
