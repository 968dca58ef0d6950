/**
 * One fact of a description list (`<dl>`): its term and its value, grouped in a `<div>` (HTML allows
 * the wrapper around a group, and the lists' grid and card styles lay it out as one).
 * @module
 */
import type { ReactNode } from 'react';

/** Props of {@link Fact}. */
export interface FactProps {
  /** The term. */
  label: string;
  /** The value. */
  children: ReactNode;
  /** The value's class. */
  valueClassName?: string | undefined;
  /** The value's `data-testid`. */
  testId?: string;
}

/** The term and its value. */
export function Fact({ label, children, valueClassName, testId }: FactProps) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={valueClassName} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
