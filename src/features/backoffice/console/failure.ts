// A console failure in words: the text key (of the console's text namespace) and values for a failed console call.
import { formatDateTimeInZone, type ConfigChange } from '../../../domain';
import { consoleErrorOf } from './api';
import { boundsSetting, type SettingWords } from './boundsSetting';

const KEYS: Record<string, string> = {
  login: 'fail_login',
  forbidden: 'fail_forbidden',
  invalid: 'fail_invalid',
  network: 'fail_network',
  'config.noDraft': 'fail_noDraft',
  'config.stale': 'fail_stale',
  'config.unchanged': 'fail_unchanged',
  'config.version': 'fail_version',
  'config.resources': 'fail_resources',
  'config.licence': 'fail_licence',
  'config.identity': 'fail_identity',
};

/** The values of a failure's text; config.bounds adds its limit when the server names one. */
export type FailureValues = {
  message: string;
  limit?: number;
  list?: string;
  who?: string;
  when?: string;
  day?: string;
  sold?: number;
  bays?: number;
};

export interface Failure {
  key: string;
  values: FailureValues;
  /** config.bounds: the value out of bounds, in words to translate and put in the text as `setting`. */
  setting?: SettingWords;
  /** config.conflict: what the other draft holds that this one does not. */
  differs?: ConfigChange[];
}

/** `tz`: the venue's time zone, for the time a conflicting draft was saved. */
export function failureText(e: unknown, tz = ''): Failure {
  const err = consoleErrorOf(e);
  const message = err.serverMessage || err.code;
  if (err.code === 'config.bounds') {
    // A value out of its bounds: which one, in the console's words, and the limit it must keep to.
    const setting = boundsSetting(err.detail.field ?? '');
    const { limit } = err.detail;
    return limit !== undefined
      ? { key: 'fail_bounds', values: { message, limit }, setting }
      : { key: 'fail_boundsValue', values: { message }, setting };
  }
  if (err.code === 'config.resourceBooked' && err.detail.sessions?.length) {
    // Table service (issue 30): the tables taken off that still have an open session, and since when.
    const list = err.detail.sessions
      .map((x) => `${x.tabName} (${x.time} ${x.date.split('-').reverse().join('/')})`)
      .join('; ');
    return { key: 'fail_tableSessionOpen', values: { message, list } };
  }
  if (err.code === 'config.resourceBooked') {
    // The future bookings a change would take their table from, each named: number, table, time, party.
    const list = (err.detail.bookings ?? [])
      .map((b) => `${b.bookingNo} (${b.table}, ${b.time} ${b.date.split('-').reverse().join('/')}, ${b.people})`)
      .join('; ');
    if (err.detail.bookings?.some((b) => b.what === 'massage')) {
      // Massage (issue 30): the therapist, room or treatment each booking would lose, and its time.
      const named = (err.detail.bookings ?? [])
        .map((b) => `${b.bookingNo} (${b.table}, ${b.time} ${b.date.split('-').reverse().join('/')})`)
        .join('; ');
      return { key: 'fail_resourceBookedMassage', values: { message, list: named } };
    }
    if (err.detail.bookings?.some((b) => b.what === 'room'))
      // Party rooms and KTV (issue 30): the room each booking would lose, its time and party.
      return { key: 'fail_resourceBookedRoom', values: { message, list } };
    return { key: 'fail_resourceBooked', values: { message, list } };
  }
  if (err.code === 'config.resources' && err.detail.stays?.length) {
    // The future parking stays a change would take their bay from: booking, entry time and date.
    const dmy = (d: string) => d.split('-').reverse().join('/');
    const list = err.detail.stays.map((b) => `${b.bookingId} (${b.time} ${dmy(b.date)})`).join('; ');
    const o = err.detail.over;
    return o
      ? { key: 'fail_stayBookedDay', values: { message, list, day: dmy(o.day), sold: o.sold, bays: o.bays } }
      : { key: 'fail_stayBooked', values: { message, list } };
  }
  if (err.code === 'config.resources' && err.detail.passes?.length) {
    // The future passes a change would take their pass type from: booking, pass, first and last day.
    const dmy = (d: string) => d.split('-').reverse().join('/');
    const list = err.detail.passes.map((p) => `${p.bookingId} (${p.pass}, ${dmy(p.from)}–${dmy(p.to)})`).join('; ');
    return { key: 'fail_passSold', values: { message, list } };
  }
  if (err.code === 'config.conflict') {
    // Someone else saved the draft since it was opened: who, when (HH:mm DD/MM/YYYY), and what differs.
    const when = formatDateTimeInZone(err.detail.at ?? null, tz);
    return err.detail.by
      ? { key: 'fail_conflict', values: { message, who: err.detail.by, when }, differs: err.detail.differs ?? [] }
      : { key: 'fail_conflictGone', values: { message }, differs: err.detail.differs ?? [] };
  }
  return { key: KEYS[err.code] ?? 'fail_error', values: { message } };
}
