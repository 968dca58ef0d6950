/**
 * The sales filters (days, gym, product) as a form whose state react-hook-form keeps; applying it
 * writes the URL (./url-state), which every query reads.
 * @module
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { SalesFilter } from '../../../../shared/contract/sales';
import { MEMBERSHIP_PRODUCT } from '../../../../shared/constants/sales';
import { salesPageMessages as m } from '../../../../shared/messages/sales.web';

/** A product that can be filtered on: `membership` or a gym service id, with its label. */
export interface ProductOption {
  value: string;
  label: string;
}

/** Props of {@link SalesFilters}. */
export interface SalesFiltersProps {
  filter: SalesFilter;
  gyms: readonly { _id: string; name: string }[];
  products: readonly ProductOption[];
  onApply: (filter: SalesFilter) => void;
}

type Values = { from: string; to: string; gym: string; product: string };

const toValues = (f: SalesFilter): Values => ({
  from: f.from ?? '',
  to: f.to ?? '',
  gym: f.gym ?? '',
  product: f.product ?? '',
});

/** The filter form; an empty field means "no filter" (the server's default range for the days). */
export function SalesFilters({ filter, gyms, products, onApply }: SalesFiltersProps) {
  const form = useForm<Values>({ defaultValues: toValues(filter) });
  const { reset } = form;
  useEffect(() => reset(toValues(filter)), [filter, reset]);
  const submit = form.handleSubmit((v) =>
    onApply({
      ...(v.from ? { from: v.from } : {}),
      ...(v.to ? { to: v.to } : {}),
      ...(v.gym ? { gym: v.gym } : {}),
      ...(v.product ? { product: v.product } : {}),
    }),
  );
  return (
    <form className="sales-filters" onSubmit={submit} aria-label={m.filters} data-testid="sales-filters">
      <div className="field">
        <label htmlFor="sales-from">{m.from}</label>
        <input id="sales-from" type="date" {...form.register('from')} />
      </div>
      <div className="field">
        <label htmlFor="sales-to">{m.to}</label>
        <input id="sales-to" type="date" {...form.register('to')} />
      </div>
      <div className="field">
        <label htmlFor="sales-gym">{m.gym}</label>
        <select id="sales-gym" {...form.register('gym')}>
          <option value="">{m.allGyms}</option>
          {gyms.map((g) => (
            <option key={g._id} value={g._id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="sales-product">{m.product}</label>
        <select id="sales-product" {...form.register('product')}>
          <option value="">{m.allProducts}</option>
          <option value={MEMBERSHIP_PRODUCT}>{m.membership}</option>
          {products
            .filter((p) => p.value !== MEMBERSHIP_PRODUCT)
            .map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
        </select>
      </div>
      <div className="sales-filters__actions">
        <button className="button" type="submit">
          {m.apply}
        </button>
        <button className="button button--secondary" type="button" onClick={() => onApply({})}>
          {m.clear}
        </button>
      </div>
    </form>
  );
}
