/**
 * Template of the pitch pages: hero with calls to action, benefits grid, steps, questions, closing.
 * @module
 */
import { Link, type To } from 'react-router';
import type { PitchContent } from '../../../../shared/messages/pitch.web';
import { PageMeta } from '../../../components/PageMeta';
import { Hero } from './Hero';
import '../landing.css';

/** Props of {@link PitchPage}. */
export interface PitchPageProps {
  content: PitchContent;
  primaryTo: To;
  secondaryTo: To;
  /** Visual variant of the hero. */
  tone: 'owner' | 'member';
}

/** A full pitch page rendered from its copy. */
export function PitchPage({ content: c, primaryTo, secondaryTo, tone }: PitchPageProps) {
  return (
    <article className="pitch">
      <PageMeta title={c.pageTitle} description={c.description} />
      <Hero tone={tone} eyebrow={c.eyebrow} title={c.title} lead={c.lead}>
        <Link className="button" to={primaryTo}>
          {c.primaryCta}
        </Link>
        <Link className="button button--on-dark" to={secondaryTo}>
          {c.secondaryCta}
        </Link>
      </Hero>

      <section className="container section" aria-labelledby="benefits-title">
        <h2 id="benefits-title">{c.benefitsTitle}</h2>
        <ul className="feature-grid">
          {c.benefits.map((b, i) => (
            <li key={b.title} className="feature">
              <span className="feature__number" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3>{b.title}</h3>
              <p>{b.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section section--tinted" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title">{c.stepsTitle}</h2>
          <ol className="steps">
            {c.steps.map((step) => (
              <li key={step} className="steps__item">
                {step}
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section" aria-labelledby="faq-title">
        <h2 id="faq-title">{c.faqTitle}</h2>
        <div className="faq">
          {c.faq.map((item) => (
            <details key={item.question} className="faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section className="container section" aria-labelledby="closing-title">
        <div className="closing">
          <h2 id="closing-title">{c.closingTitle}</h2>
          <p>{c.closingBody}</p>
          <Link className="button" to={primaryTo}>
            {c.primaryCta}
          </Link>
        </div>
      </section>
    </article>
  );
}
