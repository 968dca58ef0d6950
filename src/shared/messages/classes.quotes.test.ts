// The texts of classes that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
import {
  CLASS_CAPACITY_MAX,
  CLASS_CAPACITY_MIN,
  CLASS_DURATION_MAX_MINUTES,
  CLASS_DURATION_MIN_MINUTES,
  CLASS_MAX_SESSIONS,
  CLASS_NAME_MAX,
  CLASS_TEXT_MAX,
  POLICY_MAX_HOURS,
  TIMETABLE_MAX_DAYS,
} from '../constants/classes';
import { describeQuotes, type Quote } from './i18n/quotes';
import './classes';

const QUOTES: Quote[] = [
  ['class.name', [CLASS_NAME_MAX]],
  ['class.instructor', [CLASS_TEXT_MAX]],
  ['class.room', [CLASS_TEXT_MAX]],
  ['class.capacity', [CLASS_CAPACITY_MIN, CLASS_CAPACITY_MAX]],
  ['class.duration', [CLASS_DURATION_MIN_MINUTES, CLASS_DURATION_MAX_MINUTES]],
  ['class.tooManySessions', [CLASS_MAX_SESSIONS]],
  ['class.policyHours', [POLICY_MAX_HOURS]],
  ['class.rangeTooLong', [TIMETABLE_MAX_DAYS]],
];

describeQuotes('classes', QUOTES);
