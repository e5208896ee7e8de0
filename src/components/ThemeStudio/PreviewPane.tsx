// Live preview: a real customer screen of the venue in a frame, at phone (390 px), desktop (1280 px at
// real size, the box scrolls) or kiosk (1080 x 1920, scaled to fit) size, in either language, by day
// (the draft) or night (the draft's own night version; the shipped night theme when it has none). The
// panel stays in view while editing (sticky). The frame's page takes the theme and language by message
// (same origin only, src/app/studioPreview.ts) and stores nothing.
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { venue } from '../../state/stores';
import { useTranslation } from '../../i18n';
import type { ThemeManifest } from '../../engine/contract';
import { nightAsDay } from '../../engine/manifest/nightVersion';
import {
  bookingFamilyOf,
  kioskPreviewUrl,
  kioskSplashUrl,
  SAMPLE_BOOKING_VENUE,
  SAMPLE_KIOSK_VENUE,
  PREVIEW_READY,
  PREVIEW_SCREENS,
  previewUrl,
  type PreviewScreen,
} from '../../features/backoffice/studio';
import { Field, formStyles } from '../../ui/Field';
import styles from './ThemeStudio.module.css';

export interface PreviewPaneProps {
  shop: string;
  draft: ThemeManifest;
  shipped: ThemeManifest[];
  productId: string;
  /** The venue's home path (app.venueHome): a booking venue previews its own booking screen. */
  venueHome: string;
  /** Changes when the venue's pictures change: the frame reloads. */
  reload?: number;
}

const SIZES = {
  phone: { width: 390, height: 720, scale: 1 },
  desktop: { width: 1280, height: 800, scale: 1 },
  kiosk: { width: 1080, height: 1920, scale: 0.3 },
} as const;
type Width = keyof typeof SIZES;

export default function PreviewPane({ shop, draft, shipped, productId, venueHome, reload = 0 }: PreviewPaneProps) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [screen, setScreen] = useState<PreviewScreen>('home');
  const [width, setWidth] = useState<Width>('phone');
  const [lang, setLang] = useState(i18n.language === 'zh-hans' ? 'zh-hans' : 'en-gb');
  const [night, setNight] = useState(false);
  const [ready, setReady] = useState(0);
  const shown = night ? (nightAsDay(draft) ?? shipped.find((s) => s.id === 'night') ?? draft) : draft;
  const size = SIZES[width];
  // The kiosk is previewed on the kiosk's own pages (home: its splash; product: its menu).
  const bookingFamily = bookingFamilyOf(venueHome);
  // A venue that runs no kiosk previews the sample kiosk venue's pages in the draft.
  const { settings } = useSnapshot(venue);
  const ownKiosk = ((settings.modes ?? []) as readonly string[]).includes('kiosk');
  const src =
    width === 'kiosk'
      ? kioskPreviewUrl(ownKiosk ? shop : SAMPLE_KIOSK_VENUE, screen)
      : previewUrl(shop, screen, productId, bookingFamily);
  const sampleBooking = width !== 'kiosk' && screen === 'booking' && !bookingFamily;

  // The frame says when it listens (after each navigation inside it): then it gets the theme and language.
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (
        e.origin === window.location.origin &&
        e.source === frame.current?.contentWindow &&
        (e.data as { type?: string })?.type === PREVIEW_READY
      )
        setReady((n) => n + 1);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  useEffect(() => {
    const w = frame.current?.contentWindow;
    if (!w || !ready) return;
    w.postMessage({ type: 'studio:theme', theme: shown, base: shipped }, window.location.origin);
    w.postMessage({ type: 'studio:lang', lang }, window.location.origin);
  }, [ready, shown, shipped, lang]);

  const scale = size.scale;
  const toggle = (on: boolean, label: string, press: () => void) => (
    <button type="button" className={styles.segment} aria-pressed={on} onClick={press}>
      {label}
    </button>
  );
  return (
    <section className={`${styles.panel} ${styles.previewPanel}`} aria-labelledby="studio-preview">
      <h2 id="studio-preview" className={styles.h2}>
        {t('studio.preview')}
      </h2>
      <div className={styles.previewControls}>
        <Field name="previewScreen" id="studio-preview-screen" label={t('studio.previewScreen')}>
          {(control) => (
            <select
              {...control}
              className={formStyles.input}
              value={screen}
              onChange={(e) => {
                setReady(0);
                setScreen(e.target.value as PreviewScreen);
              }}
            >
              {PREVIEW_SCREENS.map((s) => (
                <option key={s} value={s}>
                  {t(`studio.screen_${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div role="group" aria-label={t('studio.previewWidth')} className={styles.segments}>
          {toggle(width === 'phone', t('studio.phone'), () => setWidth('phone'))}
          {toggle(width === 'desktop', t('studio.desktop'), () => setWidth('desktop'))}
          {toggle(width === 'kiosk', t('studio.kiosk'), () => {
            setReady(0);
            setWidth('kiosk');
          })}
        </div>
        <div role="group" aria-label={t('studio.previewLang')} className={styles.segments}>
          {toggle(lang === 'en-gb', 'English', () => setLang('en-gb'))}
          {toggle(lang === 'zh-hans', '中文', () => setLang('zh-hans'))}
        </div>
        <div role="group" aria-label={t('studio.previewTime')} className={styles.segments}>
          {toggle(!night, t('studio.day'), () => setNight(false))}
          {toggle(night, t('studio.night'), () => setNight(true))}
        </div>
        <a className={styles.link} href={kioskSplashUrl(shop)} target="_blank" rel="noopener">
          {t('studio.kioskSplash')}
        </a>
      </div>
      {sampleBooking ? (
        <p className={styles.hint}>{t('studio.sampleBooking', { venue: SAMPLE_BOOKING_VENUE.shop })}</p>
      ) : null}
      {width === 'kiosk' && !ownKiosk ? (
        <p className={styles.hint}>{t('studio.sampleKiosk', { venue: SAMPLE_KIOSK_VENUE })}</p>
      ) : null}
      {screen === 'cart' || screen === 'checkout' ? <p className={styles.hint}>{t('studio.sampleCart')}</p> : null}
      {/* A frame at real size or taller than its box scrolls: the box then takes the keyboard focus, so it can be scrolled with the arrow keys. */}
      <div
        className={styles.frameBox}
        role="region"
        aria-label={t('studio.previewArea')}
        tabIndex={scale === 1 || size.height * scale > 720 ? 0 : undefined}
        style={{ width: scale === 1 ? undefined : size.width * scale, height: Math.min(size.height * scale, 720) }}
      >
        <iframe
          ref={frame}
          key={`${width === 'kiosk' ? 'kiosk' : 'page'}-${screen}-${productId}-${reload}`}
          className={styles.frame}
          title={t('studio.previewTitle', {
            screen:
              width === 'kiosk'
                ? `${t('studio.kiosk')} · ${t(`studio.screen_${screen}`)}`
                : t(`studio.screen_${screen}`),
          })}
          src={src}
          data-width={size.width}
          style={{
            width: size.width,
            height: size.height,
            transform: scale === 1 ? undefined : `scale(${scale})`,
          }}
        />
      </div>
    </section>
  );
}
