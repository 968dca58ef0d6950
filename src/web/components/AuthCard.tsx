/**
 * The card screen of the account and profile forms: the page title, a centred card with the `<h1>`
 * that names the section, an optional lead, then the screen's content.
 * @module
 */
import type { ReactNode } from 'react';
import { PageMeta } from './PageMeta';

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  /** The `<h1>`'s id, which names the section. */
  titleId: string;
  /** The document title, and the heading unless `heading` is given. */
  title: string;
  heading?: ReactNode;
  lead?: ReactNode;
  /** Classes added to the card's (`auth__card`). */
  className?: string;
  children: ReactNode;
}

/** The card screen. */
export function AuthCard({ titleId, title, heading = title, lead, className, children }: AuthCardProps) {
  return (
    <section className="container auth" aria-labelledby={titleId}>
      <PageMeta title={title} />
      <div className={className ? `auth__card ${className}` : 'auth__card'}>
        <h1 id={titleId}>{heading}</h1>
        {lead && <p className="auth__lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
