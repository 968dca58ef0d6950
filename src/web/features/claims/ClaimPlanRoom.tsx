/**
 * What the partner's plan allows, shown before the claim button (ADR 0037): "Tu plan Free permite 1
 * gimnasio y usás 1.", with a link to change plan on the partner's profile. When the plan is full it
 * says so: the server would refuse the claim anyway (SPEC §6 plan limits, ADR 0017).
 * @module
 */
import { Link } from 'react-router';
import { claimBannerMessages as m } from '../../../shared/messages/claims.web';
import { profilePath } from '../auth';
import { usePartnerProfile, usePlans, useMyGyms } from '../partners';

/** Props of {@link ClaimPlanRoom}. */
export interface ClaimPlanRoomProps {
  session: Parameters<typeof profilePath>[0];
}

/** The plan's room for one more gym, and the link to change plan; nothing until all three are known. */
export function ClaimPlanRoom({ session }: ClaimPlanRoomProps) {
  const profile = usePartnerProfile(session.userId);
  const plans = usePlans();
  const gyms = useMyGyms(session.userId);
  const plan = plans.data?.find((p) => p._id === profile.data?.plan);
  if (!plan || !gyms.data) return null;
  const used = gyms.data.length;
  return (
    <p className="claim-banner__plan" data-testid="claim-plan-room">
      {m.planRoom(plan.name, plan.maxGyms, used)} {used >= plan.maxGyms && m.planFull}{' '}
      <Link to={{ pathname: profilePath(session), hash: '#plan-title' }}>{m.changePlan}</Link>
    </p>
  );
}
