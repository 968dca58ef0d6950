/**
 * What a partner's or an administrator's account sees where only members buy (the cart, the checkout,
 * an order): the place's title and the shared "members only" text (SPEC §6).
 * @module
 */
import { commerceMessages } from '../../../../shared/messages';
import { StatusMessage } from '../../../components/StatusMessage';

/** Props of {@link MembersOnly}. */
export interface MembersOnlyProps {
  title: string;
  /** The title's level: 1 where it is the page's only heading. */
  headingLevel: 1 | 2;
}

/** The "only members buy" state. */
export function MembersOnly({ title, headingLevel }: MembersOnlyProps) {
  return (
    <StatusMessage
      kind="empty"
      headingLevel={headingLevel}
      title={title}
      body={commerceMessages.membersOnly}
    />
  );
}
