/**
 * "¿Es tu gimnasio? Reclamalo" on the page of a gym without owner (ADR 0025 "Claims"): a visitor is
 * sent to sign in, a member reads that a partner account is needed, a partner reads how many gyms the
 * plan allows and uses (ClaimPlanRoom, ADR 0037) and opens the claim dialog (loaded on first use, in a
 * chunk of its own: ADR 0013 budget).
 * @module
 */
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { claimBannerMessages as m } from '../../../shared/messages/claims.web';
import { useSession } from '../auth';
import './claims.css';

const ClaimDialog = lazy(async () => ({ default: (await import('./ClaimDialog')).ClaimDialog }));
// The plan's room reads the partner's plan and gyms with the partner API, whose field schemas (phones,
// CBU) members and visitors of the detail never need: a chunk of its own, loaded for partners only.
const ClaimPlanRoom = lazy(async () => ({ default: (await import('./ClaimPlanRoom')).ClaimPlanRoom }));

/** Props of {@link ClaimBanner}. */
export interface ClaimBannerProps {
  gym: { _id: string; name: string; claimable?: boolean | undefined };
}

/** The banner; nothing for a gym that has an owner (unless its dialog is open: the claim just won it). */
export function ClaimBanner({ gym }: ClaimBannerProps) {
  const { session } = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  if (!gym.claimable && !open) return null;

  let action;
  if (!session)
    action = (
      <p className="claim-banner__action">
        {m.signIn}{' '}
        <Link className="button button--small" to="/login" state={{ from: location.pathname }}>
          {m.signInAction}
        </Link>
      </p>
    );
  else if (session.type !== 'partner') action = <p className="claim-banner__note">{m.memberNote}</p>;
  else
    action = (
      <div className="claim-banner__action">
        <Suspense fallback={null}>
          <ClaimPlanRoom session={session} />
        </Suspense>
        <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {m.action}
        </button>
      </div>
    );

  return (
    <section className="claim-banner" aria-labelledby="claim-banner-title" data-testid="claim-banner">
      <div>
        <h2 id="claim-banner-title" className="claim-banner__title">
          {m.title}
        </h2>
        <p className="claim-banner__body">{m.body}</p>
      </div>
      {action}
      {open && session?.type === 'partner' && (
        <Suspense fallback={null}>
          <ClaimDialog gym={gym} session={session} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
