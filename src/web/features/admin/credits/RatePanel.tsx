/**
 * A gym's rate per credit, for administrators (ADR 0045 "Data": `rate_per_credit`, ARS per credit; a
 * gym is shown as accepting the pass only once it has one). Search a gym by name (`GET /api/admin/gyms`),
 * choose it, read its terms (`GET /api/admin/gyms/{gymId}/credit-rate`) and set the rate (`PUT` there),
 * re-authenticated when the server asks (ADR 0019).
 * @module
 */
import { PLATFORM_CURRENCY } from '../../../../shared/domain/currency';
import { useState, type FormEvent } from 'react';
import type { AdminGym } from '../../../../shared/contract/admin-moderation';
import { parseArsPrice } from '../../../../shared/domain/price-input';
import { creditsText } from '../../../../shared/messages/credits-partner.web';
import { adminCreditRateMessages as m } from '../../../../shared/messages/credits-admin.web';
import { Fact } from '../../../components/Fact';
import { FormNotice, InputField } from '../../../components/Field';
import { QueryFrame } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { useToast } from '../../../components/toast-context';
import { formatMoney } from '../../../lib/format';
import { useAdminGyms } from '../api/api-moderation';
import { ListSearch } from '../components/ListSearch';
import { useAdminGymTerms, useSetCreditRate } from './api';

type Chosen = Pick<AdminGym, '_id' | 'name'>;

function GymResults({ q, onChoose }: { q: string; onChoose: (gym: Chosen) => void }) {
  const gyms = useAdminGyms({ q, page: 1 });
  return (
    <QueryFrame query={gyms} loading={m.searching} errorTitle={m.searchError} headingLevel={3}>
      {(data) =>
        data.gyms.length === 0 ? (
          <StatusMessage kind="empty" title={m.noGyms} headingLevel={3} />
        ) : (
          <ul className="plain-list" aria-label={m.results} data-testid="credit-rate-gyms">
            {data.gyms.map((gym) => (
              <li key={gym._id} className="head-row">
                <span>
                  {gym.name}
                  {gym.partner ? ` · ${gym.partner.name}` : ''}
                </span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={m.chooseLabel(gym.name)}
                  onClick={() => onChoose({ _id: gym._id, name: gym.name })}
                >
                  {m.choose}
                </button>
              </li>
            ))}
          </ul>
        )
      }
    </QueryFrame>
  );
}

function GymRate({ gym }: { gym: Chosen }) {
  const terms = useAdminGymTerms(gym._id);
  const setRate = useSetCreditRate();
  const toast = useToast();
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseArsPrice(typed);
    const ok = amount !== null && /[1-9]/.test(amount);
    setInvalid(!ok);
    if (!ok) return;
    setRate.mutate(
      { gymId: gym._id, ratePerCredit: { $numberDecimal: amount } },
      {
        onSuccess: (after) => {
          setTyped('');
          if (after.ratePerCredit)
            toast({
              kind: 'success',
              text: m.saved(gym.name, formatMoney(after.ratePerCredit, PLATFORM_CURRENCY)),
            });
        },
      },
    );
  };

  return (
    <section aria-labelledby="credit-rate-chosen" data-testid="credit-rate-gym">
      <h4 id="credit-rate-chosen">{m.chosen(gym.name)}</h4>
      <QueryFrame query={terms} loading={m.loading} errorTitle={m.loadError} headingLevel={3}>
        {(data) => (
          <dl className="admin-kpis">
            <Fact label={m.accepts}>{data.accepts ? m.yes : m.no}</Fact>
            <Fact label={m.costs}>
              {data.visitCredits !== null && data.classCredits !== null
                ? m.costsText(creditsText(data.visitCredits), creditsText(data.classCredits))
                : m.noCosts}
            </Fact>
            <Fact label={m.currentRate} testId="credit-rate-current">
              {data.ratePerCredit ? formatMoney(data.ratePerCredit, PLATFORM_CURRENCY) : m.noRate}
            </Fact>
          </dl>
        )}
      </QueryFrame>
      <form className="admin-form" onSubmit={submit} noValidate data-testid="credit-rate-form">
        <InputField
          label={m.rate}
          hint={m.rateHint}
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          error={invalid ? m.rateInvalid : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        {setRate.isError && <FormNotice kind="error">{setRate.error.message}</FormNotice>}
        <div>
          <button type="submit" className="button" disabled={setRate.isPending}>
            {setRate.isPending ? m.saving : m.save}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The search, its results and the chosen gym's rate. */
export function RatePanel() {
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  return (
    <section aria-labelledby="credit-rate-title">
      <h3 id="credit-rate-title">{m.rateTitle}</h3>
      <p className="admin-lead">{m.rateLead}</p>
      <ListSearch
        q={q}
        placeholder={m.searchPlaceholder}
        onApply={(text) => {
          setQ(text.trim());
          setChosen(null);
        }}
      />
      {q && !chosen && <GymResults q={q} onChoose={setChosen} />}
      {chosen && <GymRate key={chosen._id} gym={chosen} />}
    </section>
  );
}
