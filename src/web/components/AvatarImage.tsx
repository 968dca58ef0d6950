/**
 * A member's avatar picture, or the initials on a coloured circle when none is stored.
 * @module
 */
import { avatarUrl } from '../../shared/domain/avatars';
import type { Avatar } from '../../shared/contract/members';
import { hueOf, initialsOf } from '../lib/format';
import './avatar.css';

/** The URL of avatar `id`: from the avatar list when loaded, else the app's `/avatars/{id}.svg`. */
export function avatarSource(id: string, avatars: Avatar[] | undefined): string {
  return avatars?.find((a) => a._id === id)?.url ?? avatarUrl(id);
}

/** Props of {@link AvatarImage}. */
export interface AvatarImageProps {
  /** The stored avatar id, or null. */
  id: string | null;
  /** The member's name (initials and alt text come from it). */
  name: string;
  alt: string;
  avatars?: Avatar[] | undefined;
  /** Side in px. */
  size?: number;
}

/** The avatar image (decorative initials when none is stored). */
export function AvatarImage({ id, name, alt, avatars, size = 96 }: AvatarImageProps) {
  if (id)
    return (
      <img
        className="member-avatar"
        src={avatarSource(id, avatars)}
        alt={alt}
        width={size}
        height={size}
        data-avatar-id={id}
      />
    );
  return (
    <span
      className="member-avatar member-avatar--initials"
      style={{ width: size, height: size, backgroundColor: `hsl(${hueOf(name)} 45% 32%)` }}
      aria-hidden="true"
    >
      {initialsOf(name)}
    </span>
  );
}
