/**
 * Picture placeholder for a gym without photos: a gradient coloured from its name, with its initials.
 * @module
 */
import { useId } from 'react';
import { hueOf, initialsOf } from '../../../lib/format';

/** Decorative placeholder (the gym's name is always shown next to it). */
export function GymPlaceholder({ name, className }: { name: string; className?: string }) {
  const hue = hueOf(name);
  const gradientId = `gym-gradient-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg className={className} viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor={`hsl(${hue} 62% 38%)`} />
          <stop offset="100%" stopColor={`hsl(${(hue + 40) % 360} 70% 22%)`} />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill={`url(#${gradientId})`} />
      <circle cx="270" cy="30" r="70" fill="rgb(255 255 255 / 8%)" />
      <circle cx="40" cy="170" r="50" fill="rgb(255 255 255 / 6%)" />
      <text x="160" y="92" textAnchor="middle" dominantBaseline="middle" fill="#fff" fontSize="64" fontWeight="800" fontFamily="system-ui, sans-serif">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
