/**
 * "Tus clases en tu calendario" on "Mis reservas": the member creates a secret subscription address of
 * their bookings, copies it or opens it in Google Calendar or Apple Calendar (`webcal://`), makes a new
 * one when it was lost (the server shows it only once), or revokes it after a confirmation.
 * @module
 */
import { formatBuenosAiresDay } from '../../../../shared/domain/dates';
import { calendarFeedWebMessages as m } from '../../../../shared/messages/classes.web';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { InputField } from '../../../components/Field';
import { QueryFrame } from '../../../components/QueryFrame';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { useCreateFeed, useFeed, useRevokeFeed } from '../api/api-feed';
import { TitledSection } from '../../../components/TitledSection';

const GOOGLE_SUBSCRIBE = 'https://calendar.google.com/calendar/r?cid=';

function FreshAddress({ url, webcalUrl }: { url: string; webcalUrl: string }) {
  const toast = useToast();
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast({ kind: 'success', text: m.copied }),
      () => toast({ kind: 'error', text: m.copyFailed }),
    );
  return (
    <div className="calendar-feed__fresh" data-testid="calendar-feed-url">
      <InputField
        label={m.urlLabel}
        hint={m.urlHint}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="wrap-row booking__actions">
        <button type="button" className="button button--small" onClick={() => void copy()}>
          {m.copy}
        </button>
        <a
          className="button button--small button--secondary"
          href={`${GOOGLE_SUBSCRIBE}${encodeURIComponent(webcalUrl)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {m.google}
        </a>
        <a className="button button--small button--secondary" href={webcalUrl}>
          {m.apple}
        </a>
      </div>
    </div>
  );
}

/** The calendar subscription section. */
export function CalendarFeed() {
  const toast = useToast();
  const feed = useFeed();
  const create = useCreateFeed();
  const revoking = useConfirmAction(useRevokeFeed(), {
    askLabel: m.revoke,
    title: m.revokeTitle,
    confirmLabel: m.revokeConfirm,
    busyLabel: m.revoking,
    cancelLabel: m.keep,
  });
  const fresh = create.data && feed.data?.feed ? create.data : null;

  const onCreate = () =>
    create.mutate(undefined, { onError: (error) => toast({ kind: 'error', text: error.message }) });
  const onRevoke = () =>
    revoking.run(undefined, () => {
      create.reset();
      toast({ kind: 'success', text: m.revoked });
    });

  return (
    <TitledSection titleId="calendar-feed-title" title={m.title} className="panel calendar-feed">
      <p>{m.lead}</p>
      <QueryFrame query={feed} loading={m.loading} errorTitle={m.loadError} compact>
        {({ feed: live }) => (
          <>
            {fresh ? (
              <FreshAddress url={fresh.url} webcalUrl={fresh.webcalUrl} />
            ) : live ? (
              <>
                <p>{m.active(formatBuenosAiresDay(live.createdAt))}</p>
                <p className="field__hint">{m.lost}</p>
              </>
            ) : (
              <p>{m.none}</p>
            )}
            <div className="wrap-row booking__actions">
              <button
                type="button"
                className={live ? 'button button--small button--secondary' : 'button button--small'}
                disabled={create.isPending}
                onClick={onCreate}
              >
                {create.isPending ? m.creating : live ? m.renew : m.create}
              </button>
              {live && (
                <ConfirmButton
                  action={revoking}
                  className="button button--small button--secondary button--danger-text"
                  onConfirm={onRevoke}
                >
                  <p>{m.revokeBody}</p>
                </ConfirmButton>
              )}
            </div>
          </>
        )}
      </QueryFrame>
    </TitledSection>
  );
}
