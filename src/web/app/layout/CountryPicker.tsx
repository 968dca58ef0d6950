/**
 * The footer's country picker (ADR 0052): one link a country, to the same page showing that country's
 * gyms (`?pais=mx`, the page number dropped); following it also keeps the choice in the `pais` cookie, so
 * the next visit starts there. Links work from the keyboard and before the scripts load (the server
 * renders the address's country), and the current country is marked for assistive technology.
 * @module
 */
import { Link, useLocation } from 'react-router';
import { COUNTRY_CODES } from '../../../shared/domain/countries';
import { searchWithCountry } from '../../../shared/domain/country-choice';
import { countryPickerMessages as m } from '../../../shared/messages/countries.web';
import { useCountry } from '../../lib/country';

/** Chooses the country of the catalogue, the map and the distances. */
export function CountryPicker() {
  const { choice, remember } = useCountry();
  const { pathname, search } = useLocation();
  return (
    <nav className="footer__country" aria-labelledby="country-picker-label">
      <span id="country-picker-label">{m.label}</span>
      <ul className="plain-list footer__countries">
        {COUNTRY_CODES.map((code) => (
          <li key={code}>
            <Link
              to={{ pathname, search: searchWithCountry(search, code) }}
              aria-current={code === choice.country ? 'true' : undefined}
              title={m.choose(m.names[code])}
              onClick={() => {
                remember(code);
                // Another country is another list: start it from the top of the page.
                window.scrollTo(0, 0);
              }}
            >
              {m.names[code]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
