/**
 * Controls of the gym list and map: name search, service filter ("Todos" = all), the "Con clases hoy",
 * "Abierto ahora" and "Pase BuscaGym" switches (FilterSwitch: native checkboxes with `role="switch"`) and, for the list,
 * the sort order. Values live in the URL (see use-list-state.ts). On a phone the service and sort
 * wait behind a "Filtros" button that shows how many of them are active, so the first gyms fit in
 * the first screen; wider screens show everything in one bar (gyms.css).
 * @module
 */
import { useEffect, useId, useState } from 'react';
import type { GymSort } from '../../../../shared/domain/catalogue-sort';
import { ALL_SERVICES } from '../../../../shared/constants/spec';
import { gymListMessages as m } from '../../../../shared/messages/catalogue.web';
import { openingHoursWebMessages as opening } from '../../../../shared/messages/opening-hours.web';
import { paseCatalogueMessages as pase } from '../../../../shared/messages/pase-catalogue.web';
import { useServiceNames } from '../../../lib/service-names';
import {
  SORT_CHOICES,
  activeFilterCount,
  fromSortChoice,
  hasActiveFilters,
  toSortChoice,
  type GymListState,
  type SortChoice,
} from './url-state';
import { NameSearch } from './NameSearch';
import { FilterSwitch } from './FilterSwitch';
import '../next-class/classes-today.css';

/** Props of {@link GymFilters}. */
export interface GymFiltersProps {
  state: GymListState;
  update: (patch: Partial<GymListState>, options?: { replace?: boolean }) => void;
  /** Show the sort select (the map has no order). */
  showSort?: boolean;
  /** The page's default sort, for the count of active choices. */
  defaultSort?: GymSort;
}

/** The filter bar. */
export function GymFilters({ state, update, showSort = true, defaultSort }: GymFiltersProps) {
  const serviceId = useId();
  const sortId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active = activeFilterCount(state, { defaultSort, includeSort: showSort });
  const services = useServiceNames();
  useEffect(() => {
    if (services.error) console.error('[gyms] service names unavailable', services.error);
  }, [services.error]);

  const names = services.data?.services ?? [];
  const knownService = state.service === ALL_SERVICES || names.some((s) => s.name === state.service);

  return (
    <div className="gym-filters" role="group" aria-label={m.filtersLabel}>
      <div className="gym-filters__bar">
        <NameSearch value={state.name} onChange={(name) => update({ name }, { replace: true })} />
        <button
          type="button"
          className="button button--secondary gym-filters__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={m.filtersButtonLabel(active)}
          data-testid="filters-toggle"
          onClick={() => setOpen((was) => !was)}
        >
          {m.filtersButton}
          {active > 0 && (
            <span className="gym-filters__count" aria-hidden="true">
              {active}
            </span>
          )}
        </button>
      </div>
      <div
        id={panelId}
        className={open ? 'gym-filters__panel gym-filters__panel--open' : 'gym-filters__panel'}
      >
        <div className="field">
          <label htmlFor={serviceId}>{m.serviceLabel}</label>
          <select
            id={serviceId}
            name="service"
            value={state.service}
            onChange={(e) => update({ service: e.target.value })}
          >
            <option value={ALL_SERVICES}>{m.allServices}</option>
            {!knownService && <option value={state.service}>{state.service}</option>}
            {names.map((s) => (
              <option key={s.name} value={s.name}>
                {m.serviceOption(s.name, s.gyms)}
              </option>
            ))}
          </select>
        </div>
        <FilterSwitch
          name="classesToday"
          label={m.classesToday}
          hint={m.classesTodayHint}
          checked={state.classesToday}
          onChange={(classesToday) => update({ classesToday })}
        />
        <FilterSwitch
          name="openNow"
          label={opening.openNowFilter}
          hint={opening.openNowHint}
          checked={state.openNow}
          onChange={(openNow) => update({ openNow })}
        />
        <FilterSwitch
          name="pase"
          label={pase.filter}
          hint={pase.filterHint}
          checked={state.pase}
          onChange={(checked) => update({ pase: checked })}
        />
        {showSort && (
          <div className="field">
            <label htmlFor={sortId}>{m.sortLabel}</label>
            <select
              id={sortId}
              name="sort"
              value={toSortChoice(state.sort, state.order)}
              onChange={(e) => update(fromSortChoice(e.target.value as SortChoice))}
            >
              {SORT_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {m.sortOptions[choice]}
                </option>
              ))}
            </select>
          </div>
        )}
        {hasActiveFilters(state) && (
          <button
            type="button"
            className="button button--secondary button--small gym-filters__clear"
            onClick={() =>
              update({ service: ALL_SERVICES, name: '', classesToday: false, openNow: false, pase: false })
            }
          >
            {m.clearFilters}
          </button>
        )}
      </div>
    </div>
  );
}
