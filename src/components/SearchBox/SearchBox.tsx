// A search field for the menu: submitting goes to search?q=<text> inside the family.
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { useGo } from '../../shared/hooks';
import styles from './SearchBox.module.css';
import type { SearchBoxProps } from '../../generated/component-props';

export default function SearchBox({ value = '' }: SearchBoxProps) {
  const { t } = useTranslation();
  const go = useGo();
  const [text, setText] = useState(String(value ?? ''));
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        go(`search?q=${encodeURIComponent(text.trim())}`);
      }}
    >
      <label className={styles.label} htmlFor="menu-search">
        {t('ordering.searchLabel')}
      </label>
      <input
        id="menu-search"
        className={styles.input}
        type="search"
        value={text}
        maxLength={60}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('ordering.searchPlaceholder')}
      />
      <button type="submit" className={styles.button}>
        {t('ordering.search')}
      </button>
    </form>
  );
}
