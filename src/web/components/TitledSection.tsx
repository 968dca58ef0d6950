/**
 * A section named by its `<h2>`: the heading's id and the section's `aria-labelledby` are written once,
 * so a screen reader's landmark list names every section as its heading does.
 * @module
 */
import type { HTMLAttributes, ReactNode, Ref } from 'react';

/** Props of {@link TitledSection}: a `<section>`'s, named by `title`. */
export interface TitledSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'aria-labelledby'> {
  /** The heading's id, which names the section. */
  titleId: string;
  /** The heading's text. */
  title: string;
  'data-testid'?: string;
  /** The `<section>` element (a prop since React 19). */
  ref?: Ref<HTMLElement> | undefined;
  children?: ReactNode;
}

/** The section and its heading, then `children`. */
export function TitledSection({ titleId, title, children, ...props }: TitledSectionProps) {
  return (
    <section {...props} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}
