/**
 * The country whose catalogue the pages show (ADR 0052): the address's `?pais=`, else the cookie the
 * country picker set, else Argentina ({@link chosenCountry}). The provider sits inside the router, which
 * gives it the address; the cookie's value comes from the request on the server and from
 * `document.cookie` in the browser, so a server-rendered page hydrates with the country it was rendered
 * with (ADR 0046).
 * @module
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { CountryCode } from '../../shared/domain/countries';
import { lowerCountry } from '../../shared/domain/country-case';
import {
  chosenCountry,
  COUNTRY_PARAM,
  countryCookie,
  keepCountry,
  type CountryChoice,
} from '../../shared/domain/country-choice';

/** The page's country and how to remember another. */
export interface CountryState {
  choice: CountryChoice;
  /** Keeps `code` in the picker's cookie (the page's address changes through the picker's link). */
  remember: (code: CountryCode) => void;
}

const CountryContext = createContext<CountryState>({
  choice: chosenCountry(null, undefined),
  remember: () => undefined,
});

/**
 * Provides {@link useCountry} to the routes.
 * @param remembered - the value of the picker's cookie when the page loaded (undefined when absent)
 */
export function CountryProvider({ remembered, children }: { remembered?: string; children: ReactNode }) {
  const { search } = useLocation();
  const [cookie, setCookie] = useState(remembered);
  const param = new URLSearchParams(search).get(COUNTRY_PARAM);
  const choice = useMemo(() => chosenCountry(param, cookie), [param, cookie]);
  const remember = useCallback((code: CountryCode) => {
    document.cookie = countryCookie(code, window.location.protocol === 'https:');
    setCookie(lowerCountry(code));
  }, []);
  const value = useMemo(() => ({ choice, remember }), [choice, remember]);
  return <CountryContext.Provider value={value}>{children}</CountryContext.Provider>;
}

/** The page's country and the picker's memory (see {@link CountryProvider}). */
export function useCountry(): CountryState {
  return useContext(CountryContext);
}

/** A link target to another public page keeping the page's country when its address named it. */
export function useCountryPath(): (path: string) => string {
  const { choice } = useCountry();
  return useCallback((path: string) => keepCountry(path, choice), [choice]);
}
