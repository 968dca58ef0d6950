/**
 * The parts the landing page and the two pitch pages draw alike: a section under its heading (on the
 * page's background, or tinted across the whole width), a grid of highlights (optionally numbered) and
 * a teaser that leads to a pitch.
 * @module
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { landingMessages as m } from '../../../../shared/messages/pitch.web';

/** Props of {@link LandingSection}. */
export interface LandingSectionProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** A band tinted across the whole width (its content still in the page's column). */
  tinted?: boolean;
  children: ReactNode;
}

/** A section and its heading. */
export function LandingSection({ titleId, title, tinted = false, children }: LandingSectionProps) {
  const content = (
    <>
      <h2 id={titleId}>{title}</h2>
      {children}
    </>
  );
  return tinted ? (
    <section className="section section--tinted" aria-labelledby={titleId}>
      <div className="container">{content}</div>
    </section>
  ) : (
    <section className="container section" aria-labelledby={titleId}>
      {content}
    </section>
  );
}

/** Highlights as cards: a title and a line each, numbered 01, 02… where `numbered`. */
export function FeatureGrid({
  items,
  numbered = false,
}: {
  items: readonly { title: string; body: string }[];
  numbered?: boolean;
}) {
  return (
    <ul className="feature-grid">
      {items.map((item, i) => (
        <li key={item.title} className="feature">
          {numbered && (
            <span className="feature__number" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
          )}
          <h3>{item.title}</h3>
          <p>{item.body}</p>
        </li>
      ))}
    </ul>
  );
}

/** A teaser of the landing page for gym owners or members: its title, line and a link to its pitch. */
export function Teaser({ who, to }: { who: 'owner' | 'member'; to: string }) {
  return (
    <div className={`teaser teaser--${who}`}>
      <h2>{m[`${who}TeaserTitle`]}</h2>
      <p>{m[`${who}TeaserBody`]}</p>
      <Link className={who === 'owner' ? 'button' : 'button button--secondary'} to={to}>
        {m[`${who}TeaserCta`]}
      </Link>
    </div>
  );
}
