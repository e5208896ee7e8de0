// The live contrast check: how many role pairs pass WCAG 2.2 AA, and each failing pair named (roles,
// scheme, ratio, the ratio it needs) with the nearest passing colour; one press applies it.
import { useTranslation } from '../../i18n';
import type { Failure } from '../../features/backoffice/studio';
import styles from './ThemeStudio.module.css';
import { Status } from '../../ui/Status/Status';

export interface ContrastPanelProps {
  total: number;
  failures: Failure[];
  onApply: (f: Failure) => void;
}

export default function ContrastPanel({ total, failures, onApply }: ContrastPanelProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="studio-contrast">
      <h2 id="studio-contrast" className={styles.h2}>
        {t('studio.contrast')}
      </h2>
      <Status as="p" className={failures.length ? styles.bad : styles.good}>
        {failures.length
          ? t('studio.contrastFailing', { count: failures.length, total })
          : t('studio.contrastAllPass', { total })}
      </Status>
      {failures.length ? (
        <ul className={styles.failures}>
          {failures.map((f) => (
            <li
              key={`${f.scheme}/${f.fg}/${f.bg}`}
              className={styles.failure}
              data-pair={`${f.scheme}/${f.fg}/${f.bg}`}
            >
              <span
                className={styles.sample}
                style={{ color: f.fgColour ?? undefined, background: f.bgColour ?? undefined }}
                aria-hidden="true"
              >
                Aa
              </span>
              <span>
                {t('studio.pair', { fg: f.fg, bg: f.bg, scheme: f.scheme })}{' '}
                {f.ratio === null
                  ? t('studio.ratioUnknown')
                  : t('studio.ratio', { ratio: f.ratio.toFixed(2), min: f.min })}{' '}
                ({t(f.kind === 'text' ? 'studio.kindText' : 'studio.kindControl')})
              </span>
              {f.suggestion ? (
                <button type="button" className={styles.button} onClick={() => onApply(f)}>
                  <span className={styles.chip} style={{ background: f.suggestion }} aria-hidden="true" />
                  {t('studio.applySuggestion', { token: f.token, colour: f.suggestion })}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
