/**
 * An invitation to sign in where a visitor cannot act yet (buy, book): one bold line saying why, and
 * the "sign in" and "create account" links. The block's look is `.invite` in styles/blocks.css; the
 * feature's class beside it places it.
 * @module
 */
import { Link } from 'react-router';

/** The invitation's texts: why to sign in, and the two links' labels. */
export interface SignInInviteTexts {
  text: string;
  signIn: string;
  createAccount: string;
}

/** Props of {@link SignInInvite}. */
export interface SignInInviteProps {
  /** The feature's class for the block (its margins). */
  className: string;
  testId: string;
  texts: SignInInviteTexts;
  /** The path sign-in comes back to (the router state `from`); without it, sign-in's own landing. */
  from?: string;
}

/** The line and the two links. */
export function SignInInvite({ className, testId, texts, from }: SignInInviteProps) {
  return (
    <div className={`invite ${className}`} data-testid={testId}>
      <p>{texts.text}</p>
      <div className="button-row">
        <Link className="button button--small" to="/login" state={from === undefined ? undefined : { from }}>
          {texts.signIn}
        </Link>
        <Link className="button button--small button--secondary" to="/register">
          {texts.createAccount}
        </Link>
      </div>
    </div>
  );
}
