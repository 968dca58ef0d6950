/**
 * A country picker of the partner screens (ADR 0054): a native `<select>` of the countries BuscaGym
 * sells in (keyboard and screen readers work as in any select), each named in the page's language by
 * `Intl.DisplayNames` (CLDR's region names: Argentina, México, Brasil).
 * @module
 */
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { COUNTRY_CODES } from '../../../../shared/domain/countries';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { SelectField } from '../../../components/Field';
import { countryName } from './partner-country';

type CountrySelectProps = Omit<ComponentPropsWithoutRef<typeof SelectField>, 'children'>;

/** A {@link SelectField} whose options are `COUNTRY_CODES` (values `AR`, `MX`, `BR`). */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(
  function CountrySelect(props, ref) {
    const locale = activeLocale();
    return (
      <SelectField ref={ref} autoComplete="country" {...props}>
        {COUNTRY_CODES.map((code) => (
          <option key={code} value={code}>
            {countryName(code, locale)}
          </option>
        ))}
      </SelectField>
    );
  },
);
