// Changes in the console's words: the domain's describeChange with the console's texts and its
// knowledge of which settings are switches (0/1 read as off/on). Used by preview, history and audit.
import { describeChanges, type ChangeSentence, type ConfigChange, type Say } from '../../domain';
import { ALL_SETTING_FIELDS } from '../../features/backoffice';

const SWITCHES = new Set(ALL_SETTING_FIELDS.filter((f) => f.kind === 'switch').map((f) => f.path.join('.')));

type T = (key: string, values?: Record<string, unknown>) => string;

/** The console's `say`: a backoffice text, or `fallback` when it has none. */
export const consoleSay =
  (t: T): Say =>
  (key, values = {}, fallback) =>
    t(`backoffice.${key}`, fallback === undefined ? values : { ...values, defaultValue: fallback });

export const changeSentences = (changes: ConfigChange[], t: T, lang: string): ChangeSentence[] =>
  describeChanges(changes, consoleSay(t), { lang, isSwitch: (k) => SWITCHES.has(k) });
