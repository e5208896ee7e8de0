// Live preview: a real customer screen of the venue in a frame, at phone (390 px) or desktop (1280 px,
// scaled to fit) width, in either language, by day (the draft) or night (the shipped night theme, what
// a customer sees after choosing Night). The frame's page takes the theme and language by message
// (same origin only, src/app/studioPreview.ts) and stores nothing. The kiosk splash opens in a tab.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import type { ThemeManifest } from '../../engine/contract';
import {
  kioskSplashUrl,
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
}

const WIDTHS = { phone: 390, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;

export default function PreviewPane({ shop, draft, shipped, productId }: PreviewPaneProps) {
  const { t, i18n } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const [screen, setScreen] = useState<PreviewScreen>('home');
  const [width, setWidth] = useState<Width>('phone');
  const [lang, setLang] = useState(i18n.language === 'zh-hans' ? 'zh-hans' : 'en-gb');
  const [night, setNight] = useState(false);
  const [ready, setReady] = useState(0);
  const shown = night ? (shipped.find((s) => s.id === 'night') ?? draft) : draft;

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

  const scale = width === 'desktop' ? 0.5 : 1;
  const toggle = (on: boolean, label: string, press: () => void) => (
    <button type="button" className={styles.segment} aria-pressed={on} onClick={press}>
      {label}
    </button>
  );
  return (
    <section className={styles.panel} aria-labelledby="studio-preview">
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
      <div className={styles.frameBox} style={{ width: WIDTHS[width] * scale, height: 720 * scale }}>
        <iframe
          ref={frame}
          key={`${screen}-${productId}`}
          className={styles.frame}
          title={t('studio.previewTitle', { screen: t(`studio.screen_${screen}`) })}
          src={previewUrl(shop, screen, productId)}
          data-width={WIDTHS[width]}
          style={{ width: WIDTHS[width], height: 720, transform: scale === 1 ? undefined : `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
