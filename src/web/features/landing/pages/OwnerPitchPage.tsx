/**
 * `/legendCe`: why gym owners should join ("Sos propietario? Unite!", SPEC §1–§2).
 * @module
 */
import { ownerPitchMessages } from '../../../../shared/messages/pitch.web';
import { PitchPage } from '../components/PitchPage';

/** The owner pitch page. */
export function OwnerPitchPage() {
  return (
    <PitchPage
      content={ownerPitchMessages}
      path="/legendCe"
      primaryTo="/register"
      secondaryTo="/#gimnasios"
      tone="owner"
    />
  );
}
