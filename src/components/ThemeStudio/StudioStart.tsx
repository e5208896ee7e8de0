// Where a theme starts: blank, a copy of a shipped theme, a theme the venue saved, or a file. A saved
// theme can be opened, duplicated (a copy under a new id, opened unsaved) or deleted after a confirm
// step; the venue's default is never deleted (no button; the server refuses it too); renamed in both
// languages (RenameDialog).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { ThemeManifest } from '../../engine/contract';
import type { ProThemeVenueListResult, VenueThemeEntry } from '../../features/backoffice/studio';
import styles from './ThemeStudio.module.css';
import { Button } from '../../ui/Button/Button';
import RenameDialog from './RenameDialog';

const ConfirmDialog = lazy(() => import('../../ui/Dialog/ConfirmDialog'));

export interface StudioStartProps {
  shop: string;
  list: ProThemeVenueListResult;
  shipped: ThemeManifest[];
  lang: 'en-gb' | 'zh-hans';
  onBlank: () => void;
  onShipped: (t: ThemeManifest) => void;
  onOpen: (id: string) => void;
  onImport: () => void;
  onDuplicate: (id: string) => void;
  onDelete: (id: string) => void;
  onRenamed: (id: string, name: ThemeManifest['name']) => void;
}

export default function StudioStart({
  shop,
  list,
  shipped,
  lang,
  onBlank,
  onShipped,
  onOpen,
  onImport,
  onDuplicate,
  onDelete,
  onRenamed,
}: StudioStartProps) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [renaming, setRenaming] = useState<VenueThemeEntry | null>(null);
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
            <Button variant="secondary" key={s.id} onClick={() => onShipped(s)}>
              {t('studio.fromShipped', { name: s.name[lang] })}
            </Button>
          ))}
          <Button variant="secondary" onClick={onImport}>
            {t('studio.import')}
          </Button>
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
                <Button
                  variant="secondary"
                  onClick={() => onOpen(th.id)}
                  aria-label={t('studio.openNamed', { name: th.name[lang] })}
                >
                  {t('studio.open')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => onDuplicate(th.id)}
                  aria-label={t('studio.duplicateNamed', { name: th.name[lang] })}
                >
                  {t('studio.duplicate')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setRenaming(th)}
                  aria-label={t('studio.renameNamed', { name: th.name[lang] })}
                >
                  {t('studio.rename')}
                </Button>
                {th.id !== list.current ? (
                  <Button
                    variant="secondary"
                    onClick={() => setDeleting({ id: th.id, name: th.name[lang] })}
                    aria-label={t('studio.deleteNamed', { name: th.name[lang] })}
                  >
                    {t('studio.delete')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('studio.noSaved')}</p>
        )}
      </section>
      {renaming ? (
        <RenameDialog
          shop={shop}
          theme={renaming}
          others={[...list.themes, ...shipped]}
          onClose={() => setRenaming(null)}
          onRenamed={(name) => onRenamed(renaming.id, name)}
        />
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(o) => (o ? null : setDeleting(null))}
            title={t('studio.deleteTitle', { name: deleting.name })}
            description={t('studio.deleteText', { id: deleting.id })}
            confirmLabel={t('studio.deleteNamed', { name: deleting.name })}
            onConfirm={() => onDelete(deleting.id)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
