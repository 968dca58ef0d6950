/**
 * `/`: the landing page: a hero, the gym list for visitors, highlights and the two pitches.
 * @module
 */
import { landingMessages as m } from '../../../../shared/messages/pitch.web';
import { ButtonLink } from '../../../components/ButtonLink';
import type { PageHeadSource } from '../../../components/HeadTags';
import { PageMeta } from '../../../components/PageMeta';
import { useCountryPath } from '../../../lib/country';
import { GymList } from '../../gyms';
import { Hero } from '../components/Hero';
import { FeatureGrid, LandingSection, Teaser } from '../components/LandingSection';
import '../components/landing.css';

/** The landing page's head tags (also the server's, ADR 0046). */
export const landingHead: PageHeadSource = {
  // A getter: the title is read in the page's language (ADR 0055).
  get title() {
    return m.pageTitle;
  },
  path: '/',
};

/** The landing page. */
export function LandingPage() {
  // Links to the other public pages keep the address's country (ADR 0052).
  const countryPath = useCountryPath();
  return (
    <>
      <PageMeta {...landingHead} />
      <Hero tone="landing" eyebrow={m.eyebrow} title={m.title} lead={m.lead}>
        <ButtonLink className="button" to="#gimnasios" label={m.ctaSearch} plain />
        <ButtonLink className="button button--on-dark" to={countryPath('/maps')} label={m.ctaMap} />
      </Hero>

      <div className="container section">
        <GymList id="gimnasios" />
      </div>

      <LandingSection titleId="highlights-title" title={m.highlightsTitle} tinted>
        <FeatureGrid items={m.highlights} />
      </LandingSection>

      <div className="container section teasers">
        <Teaser who="owner" to={countryPath('/legendCe')} />
        <Teaser who="member" to={countryPath('/legendUf')} />
      </div>
    </>
  );
}
