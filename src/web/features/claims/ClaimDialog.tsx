/**
 * The claim dialog of a partner (ADR 0025 "Claims"): a message and an optional document (an image upload,
 * like the gym forms'), then either the code mailed to the gym ("Te mandamos un código a i***@…") or
 * "Recibimos tu pedido; un administrador lo va a revisar"; after the right code, the gym is the
 * partner's, with a link to "Mis gimnasios". Validated with the shared schemas; the server's refusals
 * (the gym has an owner, the plan's limit, a wrong or expired code) show inside the dialog.
 * @module
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from 'react-router';
import {
  claimFieldsSchema,
  claimVerifyBodySchema,
  type Claim,
  type ClaimVerifyBody,
} from '../../../shared/contract/claims';
import { claimBannerMessages as m } from '../../../shared/messages/claims.web';
import { FormNotice, InputField } from '../../components/Field';
import { FormButtons } from '../../components/FormButtons';
import { Modal } from '../../components/Modal';
import { TextAreaField } from '../../components/TextAreaField';
import { profilePath } from '../auth';
import { ImageUpload } from '../partners';
import { useClaimGym, useVerifyClaim } from './api';
import { Form } from '../../components/Form';

type Session = Parameters<typeof profilePath>[0];
const messageSchema = claimFieldsSchema.pick({ message: true });

/** The first step: message and document. */
function ClaimForm({ gymId, onClaimed }: { gymId: string; onClaimed: (claim: Claim) => void }) {
  const claim = useClaimGym(gymId);
  const [document, setDocument] = useState<{ url: string; id: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<z.input<typeof messageSchema>, unknown, z.output<typeof messageSchema>>({
    resolver: zodResolver(messageSchema),
    defaultValues: { message: '' },
  });
  const onSubmit = form.handleSubmit(({ message }) =>
    claim.mutate({ message, documentId: document?.id ?? null }, { onSuccess: onClaimed }),
  );
  return (
    <Form className="claim-dialog__form" onSubmit={onSubmit}>
      <p>{m.intro}</p>
      <TextAreaField
        label={m.message}
        hint={m.messageHint}
        rows={4}
        error={form.formState.errors.message?.message}
        {...form.register('message')}
      />
      <ImageUpload
        label={m.document}
        alt={m.documentAlt}
        value={document?.url ?? null}
        onChange={(url) => {
          if (url === null) setDocument(null);
        }}
        onUpload={(upload) => setDocument({ url: upload.url, id: upload._id })}
        onBusyChange={setUploading}
        testId="claim-document"
      />
      <p className="field__hint">{m.documentHint}</p>
      {claim.isError && <FormNotice kind="error">{claim.error.message}</FormNotice>}
      <div className="end-row">
        <button type="submit" className="button" disabled={claim.isPending || uploading}>
          {claim.isPending ? m.sending : m.send}
        </button>
      </div>
    </Form>
  );
}

/** The second step of a claim with a code: the code typed. */
function CodeForm({ claim, onVerified }: { claim: Claim; onVerified: () => void }) {
  const verify = useVerifyClaim();
  const form = useForm<ClaimVerifyBody>({
    resolver: zodResolver(claimVerifyBodySchema),
    defaultValues: { code: '' },
  });
  const onSubmit = form.handleSubmit(({ code }) =>
    verify.mutate({ claimId: claim._id, code }, { onSuccess: onVerified }),
  );
  return (
    <Form className="claim-dialog__form" onSubmit={onSubmit}>
      <h3 role="status">{m.codeSent(claim.emailHint ?? '')}</h3>
      <p>{m.codeSentBody}</p>
      <InputField
        label={m.code}
        className="claim-dialog__code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <FormButtons
        className="end-row"
        failure={verify.error?.message}
        labels={{ submit: m.verify, busy: m.verifying }}
        busy={verify.isPending}
      />
    </Form>
  );
}

/** Props of {@link ClaimDialog}. */
export interface ClaimDialogProps {
  gym: { _id: string; name: string };
  session: Session;
  onClose: () => void;
}

/** Where a claim stands (given, or waiting for an administrator), announced, with the way on. */
function ClaimResult({ title, body, children }: { title: string; body: string; children: ReactNode }) {
  return (
    <div className="claim-dialog__result" role="status">
      <h3>{title}</h3>
      <p>{body}</p>
      <div className="end-row">{children}</div>
    </div>
  );
}

/** The dialog, open while mounted. */
export function ClaimDialog({ gym, session, onClose }: ClaimDialogProps) {
  const [claim, setClaim] = useState<Claim | null>(null);
  const [done, setDone] = useState(false);
  let body;
  if (done)
    body = (
      <ClaimResult title={m.success} body={m.successBody}>
        <Link className="button" to={profilePath(session)}>
          {m.toMyGyms}
        </Link>
      </ClaimResult>
    );
  else if (claim?.status === 'pending')
    body = (
      <ClaimResult title={m.pending} body={m.pendingBody}>
        <button type="button" className="button" onClick={onClose}>
          {m.close}
        </button>
      </ClaimResult>
    );
  else if (claim?.status === 'code_sent') body = <CodeForm claim={claim} onVerified={() => setDone(true)} />;
  else body = <ClaimForm gymId={gym._id} onClaimed={setClaim} />;
  return (
    <Modal open title={m.dialogTitle(gym.name)} onClose={onClose} className="claim-dialog">
      {body}
    </Modal>
  );
}
