/**
 * `/`: the landing page: a hero, the gym list for visitors, highlights and the two pitches.
 * @module
 */
import { Link } from 'react-router';
import { landingMessages as m } from '../../../../shared/messages/pitch.web';
import { PageMeta } from '../../../components/PageMeta';
import { GymList } from '../../gyms';
import { Hero } from '../components/Hero';
import '../landing.css';

/** The landing page. */
export function LandingPage() {
  return (
    <>
      <PageMeta title={m.pageTitle} />
      <Hero tone="landing" eyebrow={m.eyebrow} title={m.title} lead={m.lead}>
        <a className="button" href="#gimnasios">
          {m.ctaSearch}
        </a>
        <Link className="button button--on-dark" to="/maps">
          {m.ctaMap}
        </Link>
      </Hero>

      <div className="container section">
        <GymList id="gimnasios" />
      </div>

      <section className="section section--tinted" aria-labelledby="highlights-title">
        <div className="container">
          <h2 id="highlights-title">{m.highlightsTitle}</h2>
          <ul className="feature-grid">
            {m.highlights.map((h) => (
              <li key={h.title} className="feature">
                <h3>{h.title}</h3>
                <p>{h.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container section teasers">
        <div className="teaser teaser--owner">
          <h2>{m.ownerTeaserTitle}</h2>
          <p>{m.ownerTeaserBody}</p>
          <Link className="button" to="/legendCe">
            {m.ownerTeaserCta}
          </Link>
        </div>
        <div className="teaser teaser--member">
          <h2>{m.memberTeaserTitle}</h2>
          <p>{m.memberTeaserBody}</p>
          <Link className="button button--secondary" to="/legendUf">
            {m.memberTeaserCta}
          </Link>
        </div>
      </div>
    </>
  );
}
