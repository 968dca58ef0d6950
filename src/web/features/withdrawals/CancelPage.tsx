/**
 * `/baja` (ADR 0027; Disp. 954/2025 "Botón de baja"): ends any automatic charge in one visible step,
 * on this page, without being sent elsewhere. The only recurring charge of BuscaGym is a partner's paid
 * plan (ADR 0017): one button moves the partner to the free plan at once (`PUT
 * /api/partner/profile/plan/{id}` with `free`). Members' purchases are paid once, which the page says.
 * Reached from the footer of every page and from the profile.
 * @module
 */
import { Link } from 'react-router';
import { FREE_PLAN } from '../../../shared/constants/partners';
import { cancelPageMessages as m } from '../../../shared/messages/withdrawals.web';
import { PageMeta } from '../../components/PageMeta';
import { FormNotice } from '../../components/Field';
import { useSession } from '../auth';
import { useChoosePlan, usePartnerProfile } from '../partners';
import './withdrawals.css';

/** The partner's part: the plan in force and the one button. */
function PartnerPlan({ userId }: { userId: string }) {
  const profile = usePartnerProfile(userId);
  const choose = useChoosePlan(userId);
  if (choose.isSuccess) return <FormNotice kind="success">{m.cancelled}</FormNotice>;
  if (!profile.data) return null;
  if (profile.data.plan === FREE_PLAN) return <p>{m.partnerFree}</p>;
  return (
    <>
      <p>{m.partnerPlan(profile.data.plan)}</p>
      {choose.isError && <FormNotice kind="error">{choose.error.message}</FormNotice>}
      <button
        type="button"
        className="button"
        disabled={choose.isPending}
        onClick={() => choose.mutate(FREE_PLAN)}
      >
        {choose.isPending ? m.cancelling : m.cancel}
      </button>
    </>
  );
}

/** The page. */
export function CancelPage() {
  const { session } = useSession();
  return (
    <section className="container legal-page" aria-labelledby="cancel-title">
      <PageMeta title={m.title} />
      <h1 id="cancel-title">{m.title}</h1>
      <p>{m.intro}</p>
      {session?.type === 'partner' && <PartnerPlan userId={session.userId} />}
      {session?.type === 'user' && <p>{m.member}</p>}
      {!session && (
        <p>
          {m.signedOut} <Link to="/login">{m.signIn}</Link>
        </p>
      )}
    </section>
  );
}
