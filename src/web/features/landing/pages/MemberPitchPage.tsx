/**
 * `/legendUf`: member benefits ("Beneficios para miembros", SPEC §1–§2).
 * @module
 */
import { memberPitchMessages } from '../../../../shared/messages/pitch.web';
import { PitchPage } from '../components/PitchPage';

/** The member benefits page. */
export function MemberPitchPage() {
  return (
    <PitchPage
      content={memberPitchMessages}
      path="/legendUf"
      primaryTo="/register"
      secondaryTo="/#gimnasios"
      tone="member"
    />
  );
}
