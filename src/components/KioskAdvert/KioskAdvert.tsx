// Advertisement mode (issue 19; flow state 'advert'): the venue's play-list (spec 7:
// /pro/sign/playlist/loadPlaylist, files by GET /pro/common/download/resource) plays in a loop,
// images for the screen's timer (default 8 s), videos to their end (a video whose name does not end
// in .mp4 plays as a stream, spec 4). The play-list is read again every 60 s (spec 9 advert check
// interval). A touch, a click or a key leaves it: the flow event TOUCH (to the splash). Each file is
// asked for in the customer's language (an advert with words may have a version per language); the
// call to touch the screen is printed by the page, in that language.
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { useCall } from '../../api/hooks';
import { useFamily } from '../../engine/runtime/family';
import { advance, fetchPlaylist, installKioskApp, resourceUrl, type AdvertItem } from '../../features/kioskops';
import styles from './KioskAdvert.module.css';
import type { KioskAdvertProps } from '../../generated/component-props';

/** Spec 9: the advert check interval, 60 s. */
export const ADVERT_CHECK_MS = 60_000;
/** A video that never ends (a live stream) moves on after this long. */
const VIDEO_MAX_MS = 5 * 60_000;

export default function KioskAdvert({ leaveRoute = 'home', checkSeconds = 60 }: KioskAdvertProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { base, family } = useFamily();
  const { shop = '' } = useParams();
  const q = useCall(
    'loadPlaylist',
    { shop },
    { read: () => fetchPlaylist(shop), refreshInterval: Math.max(5, checkSeconds) * 1000, revalidateOnFocus: false },
  );
  const items: AdvertItem[] = q.data?.items ?? [];
  const [index, setIndex] = useState(0);
  const left = useRef(false);
  const current = items.length ? items[index % items.length] : null;
  const src = current ? resourceUrl(current.fileName, i18n.language) : '';
  const next = () => setIndex((i) => (items.length ? (i + 1) % items.length : 0));

  useEffect(() => {
    void installKioskApp(base, family?.id ?? '', shop);
  }, [base, family, shop]);
  // A new play-list (version) starts from its first item.
  useEffect(() => {
    setIndex(0);
  }, [q.data?.version]);
  // Images (and a video as a fallback) move on by the timer.
  useEffect(() => {
    if (!current || (items.length < 2 && current.kind === 'image')) return;
    const ms = current.kind === 'image' ? current.seconds * 1000 : VIDEO_MAX_MS;
    const id = window.setTimeout(next, ms);
    return () => window.clearTimeout(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `next` is new each render; the timer restarts only for a new item
  }, [current?.key, index, items.length]);

  const leave = () => {
    if (left.current) return;
    left.current = true;
    advance('TOUCH', (r) => navigate(`${base}/${r}`), leaveRoute);
  };

  return (
    <button
      type="button"
      className={styles.stage}
      onPointerDown={leave}
      onClick={leave}
      data-testid="kiosk-advert"
      data-item={current?.fileName ?? ''}
      data-kind={current ? (current.kind === 'video' ? `video-${current.video}` : 'image') : ''}
    >
      {current === null ? (
        <span className={styles.empty}>{q.isLoading ? t('kioskops.advertLoading') : t('kioskops.advertEmpty')}</span>
      ) : current.kind === 'image' ? (
        <img key={`${current.key}-${i18n.language}`} className={styles.media} src={src} alt="" />
      ) : current.video === 'file' ? (
        <video
          key={current.key}
          className={styles.media}
          autoPlay
          muted
          playsInline
          onEnded={next}
          onError={next}
          aria-hidden="true"
        >
          <source src={src} type="video/mp4" onError={next} />
        </video>
      ) : (
        <video
          key={current.key}
          className={styles.media}
          src={current.url}
          autoPlay
          muted
          playsInline
          onEnded={next}
          onError={next}
          aria-hidden="true"
        />
      )}
      <span className={styles.srOnly}>{t('kioskops.advertLabel')}</span>
      <span className={styles.hint}>{t('kioskops.touchToOrder')}</span>
    </button>
  );
}
