/**
 * Template of the pitch pages: hero with calls to action, benefits grid, steps, questions, closing.
 * @module
 */
import { Link, type To } from 'react-router';
import type { PitchContent } from '../../../../shared/messages/pitch.web';
import type { PageHeadSource } from '../../../components/HeadTags';
import { PageMeta } from '../../../components/PageMeta';
import { Hero } from './Hero';
import { FeatureGrid, LandingSection } from './LandingSection';
import './landing.css';

/** Props of {@link PitchPage}. */
export interface PitchPageProps {
  content: PitchContent;
  primaryTo: To;
  secondaryTo: To;
  /** The page's address (its canonical URL, ADR 0046). */
  path: string;
  /** Visual variant of the hero. */
  tone: 'owner' | 'member';
}

/** A pitch page's head tags (also the server's, ADR 0046). */
export const pitchHead = (c: PitchContent, path: string): PageHeadSource => ({
  title: c.pageTitle,
  description: c.description,
  path,
});

/** A full pitch page rendered from its copy. */
export function PitchPage({ content: c, path, primaryTo, secondaryTo, tone }: PitchPageProps) {
  return (
    <article className="pitch">
      <PageMeta {...pitchHead(c, path)} />
      <Hero tone={tone} eyebrow={c.eyebrow} title={c.title} lead={c.lead}>
        <Link className="button" to={primaryTo}>
          {c.primaryCta}
        </Link>
        <Link className="button button--on-dark" to={secondaryTo}>
          {c.secondaryCta}
        </Link>
      </Hero>

      <LandingSection titleId="benefits-title" title={c.benefitsTitle}>
        <FeatureGrid items={c.benefits} numbered />
      </LandingSection>

      <LandingSection titleId="steps-title" title={c.stepsTitle} tinted>
        <ol className="steps">
          {c.steps.map((step) => (
            <li key={step} className="steps__item">
              {step}
            </li>
          ))}
        </ol>
      </LandingSection>

      <LandingSection titleId="faq-title" title={c.faqTitle}>
        <div className="faq">
          {c.faq.map((item) => (
            <details key={item.question} className="faq__item">
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      </LandingSection>

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
