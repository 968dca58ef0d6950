/**
 * Picture placeholder for a gym without photos: a gradient coloured from its name, with its initials.
 * @module
 */
import { useId } from 'react';
import { hueOf, initialsOf } from '../../../lib/format';

const SIZES = { card: { width: 320, height: 180 }, banner: { width: 960, height: 200 } } as const;

/**
 * Decorative placeholder (the gym's name is always shown next to it).
 * @param variant - `card` (16:9) for the list, `banner` (wide) for the detail page
 */
export function GymPlaceholder({
  name,
  className,
  variant = 'card',
}: {
  name: string;
  className?: string;
  variant?: keyof typeof SIZES;
}) {
  const hue = hueOf(name);
  const gradientId = `gym-gradient-${useId().replace(/[^\w-]/g, '')}`;
  const { width, height } = SIZES[variant];
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor={`hsl(${hue} 62% 38%)`} />
          <stop offset="100%" stopColor={`hsl(${(hue + 40) % 360} 70% 22%)`} />
        </linearGradient>
      </defs>
      <rect width={width} height={height} fill={`url(#${gradientId})`} />
      <circle cx={width - 50} cy={30} r={height * 0.4} fill="rgb(255 255 255 / 8%)" />
      <circle cx={40} cy={height - 10} r={height * 0.28} fill="rgb(255 255 255 / 6%)" />
      <text
        x={width / 2}
        y={height / 2 + 2}
        textAnchor="middle"
        dominantBaseline="middle"
        fill="#fff"
        fontSize={height * 0.36}
        fontWeight="800"
        fontFamily="system-ui, sans-serif"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
