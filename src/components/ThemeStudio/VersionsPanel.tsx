// The versions of the open saved theme (issue 32): every save kept by the server, newest first, with
// when and by whom; "Restore as draft" puts a version's document in the draft as one undoable step
// (nothing goes live until the designer saves). Loading, empty and failed states are said in words.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { ThemeManifest } from '../../engine/contract';
import { studioFailure, themeVersion, themeVersions, type ThemeVersionEntry } from '../../features/backoffice/studio';
import { Status } from '../../ui/Status/Status';
import styles from './ThemeStudio.module.css';
import { Button } from '../../ui/Button/Button';

export interface VersionsPanelProps {
  shop: string;
  themeId: string;
  lang: 'en-gb' | 'zh-hans';
  /** Changes after each save: the list is read again. */
  reload: number;
  onRestore: (theme: ThemeManifest, version: number) => void;
}

export default function VersionsPanel({ shop, themeId, lang, reload, onRestore }: VersionsPanelProps) {
  const { t } = useTranslation();
  const [versions, setVersions] = useState<ThemeVersionEntry[] | null>(null);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let live = true;
    setFailure('');
    themeVersions(shop, themeId).then(
      (v) => live && setVersions(v),
      (e: unknown) => {
        if (!live) return;
        const err = studioFailure(e);
        setVersions([]);
        setFailure(
          t(err.reason === 'missing' ? 'studio.versionsUnsaved' : `studio.fail_${err.reason}`, {
            message: err.serverMessage,
          }),
        );
      },
    );
    return () => {
      live = false;
    };
  }, [shop, themeId, reload, t]);
  const when = new Intl.DateTimeFormat(lang === 'zh-hans' ? 'zh-Hans' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const restore = async (v: number) => {
    setFailure('');
    try {
      onRestore(await themeVersion(shop, themeId, v), v);
    } catch (e) {
      const err = studioFailure(e);
      setFailure(t(`studio.fail_${err.reason}`, { message: err.serverMessage }));
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="studio-versions">
      <h2 id="studio-versions" className={styles.h2}>
        {t('studio.versions')}
      </h2>
      {failure ? <p className={styles.bad}>{failure}</p> : null}
      {versions === null ? (
        <Status as="p">{t('studio.versionsLoading')}</Status>
      ) : versions.length ? (
        <ul className={styles.savedList}>
          {versions.map((v, i) => (
            <li key={v.version}>
              <span>
                {t('studio.versionLine', {
                  version: v.version,
                  when: when.format(new Date(v.savedAt)),
                  who: v.savedBy || t('studio.versionWhoUnknown'),
                  name: v.name?.[lang] ?? '',
                })}
                {i === 0 ? ` · ${t('studio.versionLatest')}` : ''}
              </span>
              <Button
                variant="secondary"
                onClick={() => void restore(v.version)}
                aria-label={t('studio.versionRestoreNamed', { version: v.version })}
              >
                {t('studio.versionRestore')}
              </Button>
            </li>
          ))}
        </ul>
      ) : !failure ? (
        <p className={styles.hint}>{t('studio.versionsNone')}</p>
      ) : null}
    </section>
  );
}
