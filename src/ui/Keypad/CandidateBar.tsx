// The candidate bar of the text keyboard's pinyin input (issue 34): the letters typed so far and the
// characters they may stand for, a page at a time, as large keys; tapping one types it.
import { useTranslation } from '../../i18n';
import { keepFocus } from './Keypad';
import styles from './Keypad.module.css';

/** Characters shown per page of the bar. */
export const CANDIDATES_PER_PAGE = 8;

export interface CandidateBarProps {
  letters: string;
  chars: readonly string[];
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  onChoose: (ch: string) => void;
}

export function CandidateBar({ letters, chars, page, loading, onPage, onChoose }: CandidateBarProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(chars.length / CANDIDATES_PER_PAGE));
  const at = Math.min(page, pages - 1);
  const shown = chars.slice(at * CANDIDATES_PER_PAGE, (at + 1) * CANDIDATES_PER_PAGE);
  const pageKey = (to: number, text: string, label: string) => (
    <button
      type="button"
      className={[styles.key, styles.action, styles.pageKey].join(' ')}
      onPointerDown={keepFocus}
      onMouseDown={keepFocus}
      onClick={() => onPage(to)}
      disabled={to < 0 || to >= pages}
      aria-label={label}
    >
      {text}
    </button>
  );
  return (
    <div role="group" aria-label={t('common.candidatesFor', { letters })} className={styles.candidates}>
      <span className={styles.letters} aria-live="polite">
        {letters}
      </span>
      {loading ? (
        <span className={styles.hint}>{t('common.pinyinLoading')}</span>
      ) : shown.length === 0 ? (
        <span className={styles.hint}>{t('common.pinyinNone')}</span>
      ) : (
        shown.map((ch) => (
          <button
            key={ch}
            type="button"
            className={[styles.key, styles.candidate].join(' ')}
            onPointerDown={keepFocus}
            onMouseDown={keepFocus}
            onClick={() => onChoose(ch)}
          >
            {ch}
          </button>
        ))
      )}
      {pages > 1 && (
        <span className={styles.pager}>
          {pageKey(at - 1, '‹', t('common.candidatesPrev'))}
          {pageKey(at + 1, '›', t('common.candidatesMore'))}
        </span>
      )}
    </div>
  );
}
