// The live contrast check: how many role pairs pass WCAG 2.2 AA, and each failing pair named (roles,
// scheme, ratio, the ratio it needs) with the fixer's options that keep the brand: the other colour at
// near-black or near-white, its nearby shades, a companion shade for one role; the brand itself only
// when the designer ticks "may change the brand". Each option says the ratio it reaches and the pairs
// it would make fail.
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { ThemeManifest } from '../../engine/contract';
import type { FixOption } from '../../domain';
import { fixesFor, pairId, type Failure } from '../../features/backoffice/studio';
import styles from './ThemeStudio.module.css';
import { Status } from '../../ui/Status/Status';
import { Button } from '../../ui/Button/Button';

/** Options shown per failing pair (the best first). */
const OPTIONS_SHOWN = 4;

export interface ContrastPanelProps {
  theme: ThemeManifest;
  total: number;
  failures: Failure[];
  onFix: (o: FixOption) => void;
}

const tokenName = (ref: string) => ref.slice(ref.indexOf('.') + 1);

export default function ContrastPanel({ theme, total, failures, onFix }: ContrastPanelProps) {
  const { t } = useTranslation();
  const [changeBrand, setChangeBrand] = useState(false);
  const brandBox = useId();
  const label = (o: FixOption) => {
    const v = { token: tokenName(o.token), colour: o.colour, ratio: o.ratio.toFixed(2) };
    if (o.kind === 'companion') return t('studio.fixCompanion', { ...v, role: o.role?.role ?? '' });
    return t(o.kind === 'brand' ? 'studio.fixBrand' : 'studio.fixOther', v);
  };
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
        <>
          <p className={styles.hint}>{t('studio.fixHelp')}</p>
          <label htmlFor={brandBox} className={styles.check}>
            <input
              id={brandBox}
              type="checkbox"
              checked={changeBrand}
              onChange={(e) => setChangeBrand(e.target.checked)}
            />{' '}
            {t('studio.fixMayChangeBrand')}
          </label>
          <ul className={styles.failures}>
            {failures.map((f) => {
              const options = fixesFor(theme, f, changeBrand).slice(0, OPTIONS_SHOWN);
              return (
                <li key={pairId(f)} className={styles.failure} data-pair={pairId(f)}>
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
                  {options.length ? (
                    <ul className={styles.options}>
                      {options.map((o) => (
                        <li key={`${o.kind}/${o.token}/${o.colour}`} data-fix={o.kind}>
                          <Button variant="secondary" onClick={() => onFix(o)}>
                            <span className={styles.chip} style={{ background: o.colour }} aria-hidden="true" />
                            {label(o)}
                          </Button>
                          {o.breaks.length ? (
                            <span className={styles.bad}>
                              {' '}
                              {t('studio.fixBreaks', { count: o.breaks.length, pairs: o.breaks.join(', ') })}
                            </span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <span className={styles.hint}>{t('studio.fixNone')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
