/**
 * The digital pass of a paid line: its QR code (240 px, black on white), gym, product, validity,
 * uses left (class packs), visits at the door, state, the short door code under the QR (to dictate at
 * the counter when the QR cannot be read; it rotates with the QR, so it shows only with the live code), the code in text, "Ver pase" — a dialog with
 * the code as large as the screen allows, to show at the gym's door — and the switch that shares the
 * member's health conditions with the gym. A valid pass's QR is its rotating code with the seconds it has
 * left (../../passes/use-rotating-code, ADR 0029).
 * @module
 */
import { useState } from 'react';
import type { Pass } from '../../../../shared/contract/orders';
import { formatDoorCode } from '../../../../shared/domain/door-code';
import { doorCodeMessages } from '../../../../shared/messages/checkin.web';
import { passStateLabels } from '../../../../shared/messages/commerce';
import { passMessages as m } from '../../../../shared/messages/commerce.web';
import { Modal } from '../../../components/Modal';
import { formatDay } from '../model/format';
import { ConsentSwitch } from './ConsentSwitch';
import { QrCode } from '../../../components/QrCode';
import { useRotatingCode } from '../../passes';
import { Fact } from '../../../components/Fact';
import '../styles/orders.css';

/** What a pass's QR code says while it loads or when it cannot be drawn (read per render: ADR 0055). */
const qrTexts = () => ({ loadingLabel: m.qrLoading, errorText: m.qrError });

function PassFacts({ pass }: { pass: Pass }) {
  return (
    <dl className="pass__facts">
      <Fact label={m.state}>
        <span className={`pass__state pass__state--${pass.state}`} data-testid="pass-state">
          {passStateLabels[pass.state]}
        </span>
      </Fact>
      <Fact label={m.gym}>{pass.gymName}</Fact>
      <Fact label={m.validFrom}>{formatDay(pass.validFrom)}</Fact>
      <Fact label={m.validUntil}>{formatDay(pass.validUntil)}</Fact>
      {pass.usesTotal !== null && pass.usesLeft !== null && (
        <Fact label={m.usesLeft}>{m.usesLeftValue(pass.usesLeft, pass.usesTotal)}</Fact>
      )}
      <Fact label={m.visits} testId="pass-visits">
        {m.visitsValue(pass.visits, pass.lastVisitAt ? formatDay(pass.lastVisitAt) : null)}
      </Fact>
    </dl>
  );
}

/** Props of {@link PassCard}. */
export interface PassCardProps {
  pass: Pass;
  /** Level of the product's heading in the page outline (default 4). */
  headingLevel?: 3 | 4;
}

/** The pass's door code of this 30-s step, grouped for reading (`K7PM-3QXD`; ADR 0036). */
function DoorCode({ doorCode }: { doorCode: string | null | undefined }) {
  if (!doorCode) return null;
  return (
    <p className="pass__door-code">
      {doorCodeMessages.label}:{' '}
      <strong data-testid="pass-door-code" translate="no">
        {formatDoorCode(doorCode)}
      </strong>
      <span className="pass__door-hint">{doorCodeMessages.hint}</span>
    </p>
  );
}

/** One pass. */
export function PassCard({ pass, headingLevel = 4 }: PassCardProps) {
  const [open, setOpen] = useState(false);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const label = m.qrAlt(pass.productName, pass.gymName);
  // The QR rotates every 30 s once the device has the pass's secret (ADR 0029).
  const live = useRotatingCode(pass);
  const code = live?.code ?? pass.code;
  const countdown = live && (
    <p className="pass__countdown" data-testid="pass-countdown">
      {m.rotatingCountdown(live.secondsLeft)}
    </p>
  );
  return (
    <article className="pass" data-testid="pass" aria-labelledby={`pass-${pass._id}`}>
      <Heading className="pass__title" id={`pass-${pass._id}`}>
        <span className="pass__kicker">{m.title}</span> {pass.productName}
      </Heading>
      <div className="pass__body">
        <div className="pass__qr">
          <QrCode {...qrTexts()} value={code} label={label} />
          {countdown}
          <DoorCode doorCode={live?.doorCode} />
        </div>
        <div>
          <PassFacts pass={pass} />
          <button
            type="button"
            className="button button--small"
            aria-label={m.viewLabel(pass.productName, pass.gymName)}
            onClick={() => setOpen(true)}
          >
            {m.view}
          </button>
          <ConsentSwitch pass={pass} />
        </div>
      </div>
      <Modal
        open={open}
        title={m.modalTitle(pass.productName)}
        onClose={() => setOpen(false)}
        className="modal--pass"
      >
        {open && (
          <div className="pass-modal">
            <QrCode {...qrTexts()} value={code} label={label} size={360} className="pass-modal__qr" />
            {countdown}
            <p>{m.showAtDoor}</p>
            <DoorCode doorCode={live?.doorCode} />
            <PassFacts pass={pass} />
            <p className="pass__code">
              {m.code}: <code data-testid="pass-code">{code}</code>
            </p>
          </div>
        )}
      </Modal>
    </article>
  );
}
