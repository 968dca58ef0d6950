/**
 * The dark band at the top of the landing and pitch pages: eyebrow, the page's `<h1>`, the lead and
 * the calls to action.
 * @module
 */
import type { ReactNode } from 'react';

/** Props of {@link Hero}. */
export interface HeroProps {
  /** The band's variant (`hero--landing`, `hero--owner`, `hero--member` in landing.css). */
  tone: 'landing' | 'owner' | 'member';
  eyebrow: string;
  title: string;
  lead: string;
  /** The calls to action, as links. */
  children: ReactNode;
}

/** The hero band. */
export function Hero({ tone, eyebrow, title, lead, children }: HeroProps) {
  return (
    <header className={`hero hero--${tone}`}>
      <div className="container hero__inner">
        <p className="hero__eyebrow">{eyebrow}</p>
        <h1 className="hero__title">{title}</h1>
        <p className="hero__lead">{lead}</p>
        <div className="wrap-row hero__actions">{children}</div>
      </div>
    </header>
  );
}
