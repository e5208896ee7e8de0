// The language choice (spec 4): shown only when more than one language exists and not hidden.
import { useId } from 'react';
import { useTranslation } from '../../i18n';
import type { EngineProps } from '../../engine/runtime/registry';
import { flag } from '../propText';
import styles from '../styles/switch.module.css';
import type { LanguageSwitchProps } from '../../generated/component-props';

/** Whether the switch shows (spec 4). */
export function languageSwitchVisible(languages: unknown, hidden: unknown): boolean {
  return Array.isArray(languages) && new Set(languages).size > 1 && !flag(hidden);
}

export default function LanguageSwitch({ languages = [], current, hidden, emit }: LanguageSwitchProps & EngineProps) {
  const { t } = useTranslation();
  const id = useId();
  if (!languageSwitchVisible(languages, hidden)) return null;
  return (
    <div className={styles.wrap}>
      <label className={styles.label} htmlFor={id}>
        {t('common.language')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(e) => emit?.('change', { lang: e.target.value })}
      >
        {[...new Set(languages)].map((l) => (
          <option key={l} value={l}>
            {t(`common.lang_${l}`, { defaultValue: l })}
          </option>
        ))}
      </select>
    </div>
  );
}
