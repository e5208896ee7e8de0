// The venue's pictures: logo, banner, login and footer. Each shows the current picture, takes a PNG,
// JPEG or WebP file (checked, resized in the browser into its slot's box, then checked again by the
// server), and puts it live at once as a configuration version (a console rollback undoes it). A
// picture can be taken off. Errors are worded per cause; the preview reloads to show the new one.
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { venue } from '../../state/stores';
import {
  checkImageFile,
  clearImage,
  currentImage,
  IMAGE_SLOTS,
  ImageFileError,
  studioFailure,
  uploadImage,
  type ImageSlot,
} from '../../features/backoffice/studio';
import { Button } from '../../ui/Button/Button';
import { Status } from '../../ui/Status/Status';
import styles from './ThemeStudio.module.css';

export interface ImagesPanelProps {
  shop: string;
  /** Called after a picture changed (the preview reloads). */
  onChanged: () => void;
}

type SlotState = { busy: boolean; error: string; done: string };

export default function ImagesPanel({ shop, onChanged }: ImagesPanelProps) {
  const { t } = useTranslation();
  useSnapshot(venue);
  const [state, setState] = useState<Partial<Record<ImageSlot, SlotState>>>({});
  const set = (slot: ImageSlot, s: SlotState) => setState((all) => ({ ...all, [slot]: s }));

  const wordError = (e: unknown): string => {
    if (e instanceof ImageFileError) return t(`studio.image_${e.problem}`);
    const err = studioFailure(e);
    return err.problems[0]?.message ?? t(`studio.fail_${err.reason}`, { message: err.serverMessage });
  };
  const upload = async (slot: ImageSlot, file: File | undefined) => {
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) return set(slot, { busy: false, error: t(`studio.image_${problem}`), done: '' });
    set(slot, { busy: true, error: '', done: '' });
    try {
      await uploadImage(shop, slot, file);
      set(slot, { busy: false, error: '', done: t('studio.imageSaved') });
      onChanged();
    } catch (e) {
      set(slot, { busy: false, error: wordError(e), done: '' });
    }
  };
  const clear = async (slot: ImageSlot) => {
    set(slot, { busy: true, error: '', done: '' });
    try {
      await clearImage(shop, slot);
      set(slot, { busy: false, error: '', done: t('studio.imageCleared') });
      onChanged();
    } catch (e) {
      set(slot, { busy: false, error: wordError(e), done: '' });
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="studio-images">
      <h2 id="studio-images" className={styles.h2}>
        {t('studio.images')}
      </h2>
      <p className={styles.hint}>{t('studio.imagesHint')}</p>
      <ul className={styles.imageList}>
        {IMAGE_SLOTS.map((slot) => {
          const url = currentImage(slot);
          const s = state[slot];
          const inputId = `studio-image-${slot}`;
          return (
            <li key={slot} className={styles.imageSlot} data-testid={`image-${slot}`}>
              <label htmlFor={inputId} className={styles.imageLabel}>
                {t(`studio.image_slot_${slot}`)}
              </label>
              <span className={styles.hint} id={`${inputId}-hint`}>
                {t(`studio.image_hint_${slot}`)}
              </span>
              {url ? (
                <img
                  className={styles.imageThumb}
                  src={url}
                  alt={t('studio.imageCurrent', { slot: t(`studio.image_slot_${slot}`) })}
                />
              ) : (
                <span className={styles.hint}>{t('studio.imageNone')}</span>
              )}
              <input
                id={inputId}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                aria-describedby={`${inputId}-hint${s?.error ? ` ${inputId}-error` : ''}`}
                disabled={s?.busy}
                onChange={(e) => {
                  void upload(slot, e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              {url ? (
                <Button disabled={s?.busy} onClick={() => void clear(slot)}>
                  {t('studio.imageClear', { slot: t(`studio.image_slot_${slot}`) })}
                </Button>
              ) : null}
              {s?.busy ? <Status as="p">{t('studio.imageUploading')}</Status> : null}
              {s?.error ? (
                <p id={`${inputId}-error`} role="alert" className={styles.bad}>
                  {s.error}
                </p>
              ) : null}
              {s?.done ? (
                <p role="status" className={styles.good}>
                  {s.done}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
