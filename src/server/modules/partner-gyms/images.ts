/**
 * Which image URLs a partner may put on a gym or a service (ADR 0007
 * "Uploads are rows"): an `/uploads/<path>` whose `uploads` row belongs to the signed-in partner, or
 * a URL already stored on that same gym or service (so an edit can keep what it shows). The URL shape
 * itself is checked by the contract (`uploadUrlSchema`).
 * @module
 */
import { partnerMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { findOwnedUploadPaths } from './queries';

/** Prefix of every served upload URL; the `uploads.path` column holds what follows it. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Image URLs of one body, by body field (`image`, `logo`); absent fields are left out. */
export type ImageFields = Partial<Record<string, readonly (string | null)[]>>;

/**
 * Checks every URL of `fields`.
 * @param ownerId - the session's account id
 * @param stored - URLs already on the gym or service being edited (accepted as they are)
 * @throws AppError VALIDATION with {@link partnerMessages.uploadNotYours} on the first field holding a
 *   URL that is neither stored nor an upload of `ownerId`
 */
export async function assertOwnImages(
  db: Database,
  ownerId: string,
  fields: ImageFields,
  stored: readonly (string | null)[] = [],
): Promise<void> {
  const keep = new Set(stored.filter((url): url is string => url !== null));
  const pathOf = (url: string) => url.slice(UPLOADS_URL_PREFIX.length);
  const unknown = new Set<string>();
  for (const urls of Object.values(fields))
    for (const url of urls ?? []) if (url !== null && !keep.has(url)) unknown.add(url);
  const owned = await findOwnedUploadPaths(
    db,
    ownerId,
    [...unknown].filter((url) => url.startsWith(UPLOADS_URL_PREFIX)).map(pathOf),
  );
  for (const [field, urls] of Object.entries(fields)) {
    const foreign = (urls ?? []).some(
      (url) =>
        url !== null && unknown.has(url) && !(url.startsWith(UPLOADS_URL_PREFIX) && owned.has(pathOf(url))),
    );
    if (foreign)
      throw new AppError('VALIDATION', partnerMessages.uploadNotYours, {
        [field]: partnerMessages.uploadNotYours,
      });
  }
}
