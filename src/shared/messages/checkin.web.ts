/**
 * User-facing Spanish (es-AR, voseo) texts of the partner's door screen "Control de acceso". Re-exported
 * by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { checkinPageCatalog, doorCodeCatalog } from './locales/es-AR/checkin.web';

/** The check-in screen: camera, typed code and the big result. */
export const checkinPageMessages = /* @__PURE__ */ room(checkinPageCatalog, {
  title: /*i18n*/ { id: 'checkinPage.title' },
  lead: /*i18n*/ { id: 'checkinPage.lead' },
  back: /*i18n*/ { id: 'checkinPage.back' },
  camera: /*i18n*/ { id: 'checkinPage.camera' },
  startCamera: /*i18n*/ { id: 'checkinPage.startCamera' },
  stopCamera: /*i18n*/ { id: 'checkinPage.stopCamera' },
  cameraStarting: /*i18n*/ { id: 'checkinPage.cameraStarting' },
  cameraHint: /*i18n*/ { id: 'checkinPage.cameraHint' },
  cameraDenied: /*i18n*/ { id: 'checkinPage.cameraDenied' },
  cameraMissing: /*i18n*/ { id: 'checkinPage.cameraMissing' },
  videoLabel: /*i18n*/ { id: 'checkinPage.videoLabel' },
  typed: /*i18n*/ { id: 'checkinPage.typed' },
  codeLabel: /*i18n*/ { id: 'checkinPage.codeLabel' },
  codeHint: /*i18n*/ { id: 'checkinPage.codeHint' },
  submit: /*i18n*/ { id: 'checkinPage.submit' },
  checking: /*i18n*/ { id: 'checkinPage.checking' },
  admitted: /*i18n*/ { id: 'checkinPage.admitted' },
  welcome: /*i18n*/ { id: 'checkinPage.welcome', args: ['name'] },
  repeat: /*i18n*/ { id: 'checkinPage.repeat' },
  refused: /*i18n*/ { id: 'checkinPage.refused', args: ['reason'] },
  membership: /*i18n*/ { id: 'checkinPage.membership', args: ['until'] },
  usesLeft: /*i18n*/ { id: 'checkinPage.usesLeft', args: ['left', 'total'] },
  visits: /*i18n*/ { id: 'checkinPage.visits', args: ['n'] },
  /** A Pase BuscaGym entry (ADR 0045): the class admitted, with its start time (Buenos Aires, 24 h). */
  creditClass: /*i18n*/ { id: 'checkinPage.creditClass', args: ['name', 'time'] },
  /** A Pase BuscaGym entry: the open-gym visit of the day (`DD/MM/YYYY`). */
  creditVisit: /*i18n*/ { id: 'checkinPage.creditVisit', args: ['day'] },
  /** The credits the entry was paid with. */
  creditCredits: /*i18n*/ { id: 'checkinPage.creditCredits', args: ['n'] },
  avatarAlt: /*i18n*/ { id: 'checkinPage.avatarAlt', args: ['name'] },
  profileLink: /*i18n*/ { id: 'checkinPage.profileLink' },
  profileLead: /*i18n*/ { id: 'checkinPage.profileLead' },
});

/** The pass's short door code, under its QR code (the member's side). */
export const doorCodeMessages = /* @__PURE__ */ room(doorCodeCatalog, {
  label: /*i18n*/ { id: 'doorCode.label' },
  hint: /*i18n*/ { id: 'doorCode.hint' },
});
