// The theme choice: switching needs no reload (tokens are CSS custom properties on :root).
import { useId } from 'react';
import { useTranslation } from '../../i18n';
import type { EngineProps } from '../../engine/runtime/registry';
import { asText } from '../propText';
import styles from '../styles/switch.module.css';
import type { ThemeSwitchProps } from '../../generated/component-props';

export default function ThemeSwitch({ themes = [], current, emit }: ThemeSwitchProps & EngineProps) {
  const { t } = useTranslation();
  const id = useId();
  if (!Array.isArray(themes) || themes.length < 2) return null;
  return (
    <div className={styles.wrap}>
      <label className={styles.label} htmlFor={id}>
        {t('common.theme')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(e) => emit?.('change', { theme: e.target.value })}
      >
        {themes.map((th) => (
          <option key={th.id} value={th.id}>
            {asText(th.name) || th.id}
          </option>
        ))}
      </select>
    </div>
  );
}
