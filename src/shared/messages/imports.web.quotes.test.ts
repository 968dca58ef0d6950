// The texts of imports.web that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { IMPORT_DUPLICATE_DISTANCE_M, IMPORT_MAX_BYTES } from '../constants/imports';
import { describeQuotes, type Quote } from './i18n/quotes';
import './imports.web';

/** The upload's limit in whole megabytes, as the texts say it. */
const megabytes = Math.round(IMPORT_MAX_BYTES / (1024 * 1024));

const QUOTES: Quote[] = [
  ['importForm.fileHint', [megabytes]],
  ['importPreview.duplicatesLead', [IMPORT_DUPLICATE_DISTANCE_M]],
];

describeQuotes('imports.web', QUOTES);
