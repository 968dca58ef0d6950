/**
 * Picture of a gym without photos: the static drawing of its main activity (`illustration.ts`),
 * served from `public/illustrations/`.
 * @module
 */
import { mainActivityOf, illustrationUrl, type IllustratedGym } from '../../shared/domain/illustration';

/**
 * Where the picture sits: its intrinsic size (the box itself is sized by CSS, so nothing moves when
 * it loads) and whether it may be the largest element of the first screen (the detail's banner).
 */
const VARIANTS = {
  card: { width: 320, height: 180, hero: false },
  banner: { width: 960, height: 200, hero: true },
  thumb: { width: 72, height: 72, hero: false },
  popup: { width: 192, height: 108, hero: false },
} as const;

/**
 * Decorative illustration (`alt=""`): the gym's name is always shown next to it. The drawings
 * keep their scene whole in any box (their `viewBox` is scaled to fit and the background reaches
 * the edges) unless the box crops them with `object-fit: cover`.
 * @param gym - the gym's name and, when known, its services (map pins have none)
 * @param variant - `card` (list), `banner` (detail, loaded first), `thumb` (favourites), `popup` (map)
 */
export function GymPlaceholder({
  gym,
  className,
  variant = 'card',
}: {
  gym: IllustratedGym;
  className?: string;
  variant?: keyof typeof VARIANTS;
}) {
  const slug = mainActivityOf(gym);
  const { width, height, hero } = VARIANTS[variant];
  return (
    <img
      className={className}
      src={illustrationUrl(slug)}
      width={width}
      height={height}
      alt=""
      loading={hero ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={hero ? 'high' : undefined}
      data-testid="gym-illustration"
      data-illustration={slug}
    />
  );
}
