// Where a theme starts: blank, a copy of a shipped theme, a theme the venue saved, or a file.
import { useTranslation } from '../../i18n';
import type { ThemeManifest } from '../../engine/contract';
import type { VenueThemeList } from '../../api/calls/themes';
import styles from './ThemeStudio.module.css';
import { Button } from '../../ui/Button/Button';

export interface StudioStartProps {
  list: VenueThemeList;
  shipped: ThemeManifest[];
  lang: 'en-gb' | 'zh-hans';
  onBlank: () => void;
  onShipped: (t: ThemeManifest) => void;
  onOpen: (id: string) => void;
  onImport: () => void;
}

export default function StudioStart({ list, shipped, lang, onBlank, onShipped, onOpen, onImport }: StudioStartProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.start}>
      <p>{t('studio.intro')}</p>
      <p>{t('studio.current', { id: list.current })}</p>
      <section className={styles.panel} aria-labelledby="studio-new">
        <h2 id="studio-new" className={styles.h2}>
          {t('studio.startNew')}
        </h2>
        <div className={styles.actions}>
          <Button variant="primary" onClick={onBlank}>
            {t('studio.fromBlank')}
          </Button>
          {shipped.map((s) => (
            <button key={s.id} type="button" className={styles.button} onClick={() => onShipped(s)}>
              {t('studio.fromShipped', { name: s.name[lang] })}
            </button>
          ))}
          <button type="button" className={styles.button} onClick={onImport}>
            {t('studio.import')}
          </button>
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="studio-saved">
        <h2 id="studio-saved" className={styles.h2}>
          {t('studio.savedThemes')}
        </h2>
        {list.themes.length ? (
          <ul className={styles.savedList}>
            {list.themes.map((th) => (
              <li key={th.id}>
                <span>
                  {th.name[lang]} <code>{th.id}</code>
                  {th.id === list.current ? ` · ${t('studio.isDefault')}` : ''}
                </span>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => onOpen(th.id)}
                  aria-label={t('studio.openNamed', { name: th.name[lang] })}
                >
                  {t('studio.open')}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('studio.noSaved')}</p>
        )}
      </section>
    </div>
  );
}
