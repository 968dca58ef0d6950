// The texts of imports that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import { IMPORT_FORMATS, IMPORT_MAX_BYTES, SOURCE_TEXT_MAX_LENGTH } from '../constants/imports';
import { describeQuotes, type Quote } from './i18n/quotes';
import './imports';

/** The upload's limit in whole megabytes, as the texts say it. */
const megabytes = Math.round(IMPORT_MAX_BYTES / (1024 * 1024));

const QUOTES: Quote[] = [
  ['import.format', [IMPORT_FORMATS.join(', ')]],
  ['import.sourceName', [SOURCE_TEXT_MAX_LENGTH]],
  ['import.sourceLicence', [SOURCE_TEXT_MAX_LENGTH]],
  ['import.sourceAttribution', [SOURCE_TEXT_MAX_LENGTH]],
  ['import.tooLarge', [megabytes]],
];

describeQuotes('imports', QUOTES);
