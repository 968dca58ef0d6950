/**
 * The avatar picker (SPEC §7 `GET /api/user/avatar`): a grid of the avatars as a radio group. Arrow keys (and
 * Home/End) move the focus through the avatars without choosing; Enter, Space or a click chooses the
 * focused one, which saves it at once. Choosing on each arrow press would save (and move the page) on
 * every step, so activation is manual, as in the manual-activation tabs pattern.
 * @module
 */
import { Check } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { Avatar } from '../../../../shared/contract/members';
import { avatarPickerMessages as m } from '../../../../shared/messages';

/** Props of {@link AvatarPicker}. */
export interface AvatarPickerProps {
  avatars: Avatar[];
  /** Id of the avatar stored on the account (checked), or null. */
  current: string | null;
  /** Id of the avatar being saved, shown as checked and busy meanwhile. */
  pending: string | null;
  /** Id of the element naming the group. */
  labelledBy: string;
  /** Id of the element describing the group (keyboard hint). */
  describedBy?: string;
  onChoose: (avatar: Avatar) => void;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/** The avatar grid. */
export function AvatarPicker({
  avatars,
  current,
  pending,
  labelledBy,
  describedBy,
  onChoose,
}: AvatarPickerProps) {
  const checked = pending ?? current;
  const checkedIndex = avatars.findIndex((a) => a._id === checked);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // The one avatar reachable with Tab: the last focused one, else the checked one, else the first.
  const tabIndex = focusIndex ?? (checkedIndex >= 0 ? checkedIndex : 0);

  const moveTo = (index: number) => {
    const count = avatars.length;
    const next = ((index % count) + count) % count;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (avatars.length === 0) return;
    if (NEXT_KEYS.has(event.key)) moveTo(tabIndex + 1);
    else if (PREVIOUS_KEYS.has(event.key)) moveTo(tabIndex - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(avatars.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div
      role="radiogroup"
      className="avatar-grid"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={pending !== null}
      onKeyDown={onKeyDown}
    >
      {avatars.map((avatar, index) => {
        const isChecked = avatar._id === checked;
        return (
          <button
            key={avatar._id}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={isChecked}
            aria-label={avatar.name}
            tabIndex={index === tabIndex ? 0 : -1}
            className={isChecked ? 'avatar-option avatar-option--checked' : 'avatar-option'}
            data-avatar-id={avatar._id}
            onFocus={() => setFocusIndex(index)}
            onClick={() => {
              if (pending === null && avatar._id !== current) onChoose(avatar);
            }}
          >
            <img src={avatar.url} alt="" width={72} height={72} loading="lazy" />
            {isChecked && (
              <span className="avatar-option__mark" aria-hidden="true">
                <Check size={16} strokeWidth={3} />
              </span>
            )}
          </button>
        );
      })}
      {pending !== null && (
        <span className="visually-hidden" role="status">
          {m.saving}
        </span>
      )}
    </div>
  );
}
