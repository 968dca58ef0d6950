/**
 * Site footer: short description, links (with the consumer's "Botón de arrepentimiento" and "Botón de
 * baja", ADR 0027; the address's country kept on them, ADR 0052), the CC BY 2.5 AR attribution of the gym
 * data, and the country and language pickers.
 * @module
 */
import { Link } from 'react-router';
import { DATA_ATTRIBUTION } from '../../../shared/constants/spec';
import { navMessages } from '../../../shared/messages/shell.web';
import { mapMessages, shellMessages } from '../../../shared/messages/catalogue.web';
import { useCountryPath } from '../../lib/country';
import { CountryPicker } from './CountryPicker';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import { sourcesMessages } from '../../../shared/messages/sources.web';
import { legalButtonLinks } from '../../../shared/messages/legal-links.web';

/** The footer's links (path, text), in their order; a function, so the texts are read in the page's language (ADR 0055). */
const footerLinks = (): [string, string][] => [
  ['/', navMessages.start],
  ['/maps', mapMessages.title],
  ['/legendCe', navMessages.ownerPitch],
  ['/legendUf', navMessages.memberBenefits],
  ['/arrepentimiento', legalButtonLinks.withdrawal],
  ['/baja', legalButtonLinks.cancel],
];

/** The footer of every page. */
export function Footer() {
  const countryPath = useCountryPath();
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__about">
          <Logo />
          <p>{shellMessages.footerAbout}</p>
        </div>
        <nav aria-label={shellMessages.footerNav}>
          <ul className="plain-list footer__links">
            {footerLinks().map(([to, label]) => (
              <li key={to}>
                <Link to={countryPath(to)}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="footer__attribution" data-testid="data-attribution">
          {DATA_ATTRIBUTION} · <Link to="/fuentes">{sourcesMessages.footerLink}</Link>
        </p>
        <CountryPicker />
        <LanguagePicker />
        <p className="footer__rights">{shellMessages.footerRights(new Date().getFullYear())}</p>
      </div>
    </footer>
  );
}
