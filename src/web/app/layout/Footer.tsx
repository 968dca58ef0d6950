/**
 * Site footer: short description, links (with the consumer's withdrawal button, named with the page's
 * country's law, and the "Botón de baja": ADR 0027, ADR 0056, ./legal-links; the address's country kept on
 * them, ADR 0052), the CC BY 2.5 AR attribution of the gym data, and the country and language pickers.
 * @module
 */
import { Link } from 'react-router';
import { DATA_ATTRIBUTION } from '../../../shared/constants/spec';
import { navMessages } from '../../../shared/messages/shell.web';
import { mapMessages, shellMessages } from '../../../shared/messages/catalogue.web';
import type { CountryCode } from '../../../shared/domain/countries';
import { useCountry, useCountryPath } from '../../lib/country';
import { CountryPicker } from './CountryPicker';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import { sourcesMessages } from '../../../shared/messages/sources.web';
import { legalLinksOf } from './legal-links';

/**
 * The footer's links (path, text) in `country`, in their order; a function, so the texts are read in the
 * page's language (ADR 0055).
 */
const footerLinks = (country: CountryCode): [string, string][] => [
  ['/', navMessages.start],
  ['/maps', mapMessages.title],
  ['/legendCe', navMessages.ownerPitch],
  ['/legendUf', navMessages.memberBenefits],
  ...legalLinksOf(country),
];

/** The footer of every page. */
export function Footer() {
  const countryPath = useCountryPath();
  const { country } = useCountry().choice;
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__about">
          <Logo />
          <p>{shellMessages.footerAbout}</p>
        </div>
        <nav aria-label={shellMessages.footerNav}>
          <ul className="plain-list footer__links">
            {footerLinks(country).map(([to, label]) => (
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
