// The kiosk: runs the kiosk flow (screens/kiosk/kiosk.json) with the engine's flow host, each step an
// ordinary screen manifest. Around it: the always-visible accessibility button (lowered layout, high
// contrast, larger text), the honest offline notice, and the idle check (spec 9): after the
// inactivity timeout "Are you still there?" counts down, then the cart is cleared and the kiosk
// goes back to the splash. Any touch or key press counts as activity.
import { lazy, Suspense, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { countdownLeft, kioskTimerDurations } from '../../domain';
import type { FlowManifest } from '../../engine/contract';
import { FlowHost, type FlowChange, type FlowRunner, type StateTimer } from '../../engine/flow';
import { sliceStore } from '../../engine/runtime/state';
import type { EngineProps } from '../../engine/runtime/registry';
import { EngineContext, ScreenContext } from '../../engine/runtime/context';
import { kiosk, resetVisit, setUpKiosk } from '../../features/kiosk';
import { useFamily } from '../../engine/runtime/family';
import { installKioskApp } from '../../features/kioskops';
import { useTranslation } from '../../i18n';
import { app, user, venue } from '../../state/stores';
import styles from './KioskFlow.module.css';
import { loadKioskFlow, warmStart, warmTouch } from './warmKiosk';
import type { KioskFlowProps } from '../../generated/component-props';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

/** Radix loads only when the idle question is first asked (the splash stays light). */
const Dialog = lazy(() => import('../Dialog/Dialog'));
/**
 * The on-screen keyboard (text keyboard with pinyin, keypad) loads at the first touch or key: the
 * splash has no text field, and every step with one comes after a touch.
 */
const KeyboardDock = lazy(() => import('../../ui/Keypad/KeyboardDock').then((m) => ({ default: m.KeyboardDock })));
/** States where the customer starts afresh: the cart and the visit's choices are cleared on entry. */
const FRESH_STATES = new Set(['startup', 'splash', 'advert']);
const IDLE_TIMER = 'inactivity';
/**
 * The staff screens (login, site, table and menu change, reports, exit) lock again, back to the
 * customer's splash, after the customer unlock timeout (spec 9: 30 s) without a touch.
 */
const UNLOCK_TIMER = 'customerUnlock';
const ACTIVITY_TIMERS = [IDLE_TIMER, UNLOCK_TIMER];

/**
 * The cart's code (its totals) loads with the first step past the splash, not with the splash: a fresh
 * state clears the cart at once when its code is already here, else the clear waits for the visit to
 * start (before any step that shows the cart can draw, since both wait for the same chunk).
 */
let cartCode: Promise<typeof import('../../state/cart')> | null = null;
let clearPending = false;
function clearCartNow(): void {
  clearPending = false;
  cartCode ??= import('../../state/cart');
  void cartCode.then(
    (m) => m.clearCart(),
    () => {
      cartCode = null;
      clearPending = true;
    },
  );
}
function clearCartSoon(): void {
  if (cartCode) clearCartNow();
  else clearPending = true;
}
function visitStarted(): void {
  if (clearPending) clearCartNow();
}

setUpKiosk();
warmStart();

/** The settings the flow's conditions read: the kiosk's stored copy once loaded, with the language rule. */
function flowConfig() {
  const s = kiosk.ready ? kiosk.config.settings : venue.settings;
  return { ...s, kiosk: { ...s.kiosk, chooseLanguage: kiosk.chooseLanguage } };
}

export default function KioskFlow(_props: KioskFlowProps & EngineProps) {
  const { t } = useTranslation();
  const snap = useSnapshot(kiosk);
  const screen = useContext(ScreenContext);
  const engine = useContext(EngineContext);
  // The step announced to screen readers: its heading, once drawn (each step names itself in its h1).
  const [announced, setAnnounced] = useState('');
  const [steps, setSteps] = useState(0);
  // Reads the new step's heading once it is drawn (its code may still be loading) and announces it.
  useEffect(() => {
    if (!steps) return undefined;
    let tries = 0;
    let h: ReturnType<typeof setTimeout>;
    const read = () => {
      const title = document.getElementById('kiosk-step-title');
      if (title?.textContent) setAnnounced(title.textContent);
      else if (++tries < 20) h = setTimeout(read, 100);
    };
    h = setTimeout(read, 150);
    return () => clearTimeout(h);
  }, [steps]);
  const runner = useRef<FlowRunner | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [flow, setFlow] = useState<FlowManifest | null>(null);
  const [flowFailed, setFlowFailed] = useState(0);
  const [attempt, setAttempt] = useState(0);
  // The steps' code loads in idle time once a customer starts (not while the splash waits).
  const [started, setStarted] = useState(false);
  // A first touch or key: the on-screen keyboard's code comes then (with the next step's).
  const [touched, setTouched] = useState(false);

  // While the kiosk is on screen its language is the visit's own (app.kioskOnScreen): set before the
  // flow has loaded, so the first visit's reset to the venue's language is not stored either.
  useEffect(() => {
    app.kioskOnScreen = true;
    return () => {
      app.kioskOnScreen = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    void loadKioskFlow().then(
      (f) => {
        if (live) setFlow(f);
      },
      () => {
        if (live) setFlowFailed((n) => n + 1);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const context = useCallback(() => ({ config: flowConfig(), state: { kiosk, user, cart: sliceStore('cart') } }), []);
  const durations = useCallback(
    () => kioskTimerDurations((kiosk.ready ? kiosk.config.settings : venue.settings).kiosk),
    [],
  );

  const onTimer = useCallback((timer: StateTimer, go: () => void) => {
    if (timer.name !== IDLE_TIMER) return go();
    const seconds = (kiosk.ready ? kiosk.config.settings : venue.settings).kiosk.returnCountdown;
    pending.current = () => {
      kiosk.idle = { open: false, startedAt: 0, seconds: 0 };
      clearCartSoon();
      go();
    };
    kiosk.idle = { open: true, startedAt: Date.now(), seconds };
  }, []);

  const engineRef = useRef(engine);
  engineRef.current = engine;
  const onChange = useCallback((c: FlowChange) => {
    setSteps((n) => n + 1);
    pending.current = null;
    kiosk.idle = { open: false, startedAt: 0, seconds: 0 };
    if (FRESH_STATES.has(c.state)) {
      clearCartSoon();
      resetVisit();
      // Each visit starts in the venue's own language (the last customer's choice is forgotten); the
      // language a phone customer chose in this browser is not touched (app.kioskOnScreen).
      const lang = (kiosk.ready ? kiosk.config.settings : venue.settings).defaultLang || 'en-gb';
      if (app.lang !== lang) engineRef.current.makeEnv({}, () => {}).setLang(lang);
    } else {
      visitStarted();
      setStarted(true);
    }
  }, []);

  // Installable (issue 19): the kiosk's web manifest and service worker (app shell, menu images),
  // registered in idle time once the flow shows its first step, so a cold start and an order work offline.
  const { base, family } = useFamily();
  const shop = screen?.params?.shop ?? '';
  const shown = flow !== null;
  useEffect(() => {
    if (!shown) return undefined;
    let live = true;
    const idle =
      (globalThis as { requestIdleCallback?: (fn: () => void) => void }).requestIdleCallback ??
      ((fn: () => void) => setTimeout(fn, 500));
    idle(() => {
      if (live) void installKioskApp(base, family?.id ?? '', shop);
    });
    return () => {
      live = false;
    };
  }, [shown, base, family, shop]);

  // The kiosk scale and the accessible layout's 1.5x apply to the whole page (dialogs are drawn outside).
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.kiosk = snap.accessible ? 'accessible' : 'on';
    return () => {
      delete root.dataset.kiosk;
    };
  }, [snap.accessible]);

  // The countdown: ticks each second while open, then goes back to the start.
  useEffect(() => {
    if (!snap.idle.open) return undefined;
    const tick = () => {
      setNow(Date.now());
      if (countdownLeft(kiosk.idle.startedAt, kiosk.idle.seconds, Date.now()) <= 0) pending.current?.();
    };
    const h = setInterval(tick, 250);
    return () => clearInterval(h);
  }, [snap.idle.open]);

  // Activity: any touch, click or key restarts the idle timer (and answers the question).
  useEffect(() => {
    const active = () => {
      warmTouch();
      setTouched(true);
      if (kiosk.idle.open) return;
      const r = runner.current;
      if (r && ACTIVITY_TIMERS.some((n) => r.hasTimer(n))) r.restartTimers(ACTIVITY_TIMERS);
    };
    const opts = { capture: true, passive: true } as const;
    window.addEventListener('pointerdown', active, opts);
    window.addEventListener('keydown', active, opts);
    return () => {
      window.removeEventListener('pointerdown', active, opts);
      window.removeEventListener('keydown', active, opts);
    };
  }, []);

  const stay = () => {
    pending.current = null;
    kiosk.idle = { open: false, startedAt: 0, seconds: 0 };
    runner.current?.restartTimers([IDLE_TIMER]);
  };

  const left = countdownLeft(snap.idle.startedAt, snap.idle.seconds, now);
  return (
    <div
      className={[styles.kiosk, snap.accessible ? styles.accessible : ''].join(' ')}
      data-accessible={snap.accessible ? 'on' : 'off'}
    >
      <main className={styles.main} aria-label={t('kiosk.title')}>
        {!snap.online ? (
          <Status as="p" className={styles.offline}>
            {t('kiosk.offline')}
          </Status>
        ) : null}
        {!flow ? (
          flowFailed ? (
            <Alert tone="none" className={styles.pending}>
              <p>{t('kiosk.loadFailed')}</p>
              <button
                type="button"
                className={styles.button}
                onClick={() => {
                  setFlowFailed(0);
                  setAttempt((n) => n + 1);
                }}
              >
                {t('kiosk.retry')}
              </button>
            </Alert>
          ) : (
            <Status as="p" className={styles.pending}>
              {t('kiosk.loading')}
            </Status>
          )
        ) : (
          <FlowHost
            flow={flow}
            warm={started}
            context={context}
            durations={durations}
            onTimer={onTimer}
            onChange={onChange}
            onRunner={(r) => {
              runner.current = r;
            }}
            params={screen?.params}
            query={screen?.query}
            pending={
              <Status as="p" className={styles.pending}>
                {t('kiosk.loading')}
              </Status>
            }
            failed={(retry) => (
              <Alert tone="none" className={styles.pending}>
                <p>{t('kiosk.loadFailed')}</p>
                <button type="button" className={styles.button} onClick={retry}>
                  {t('kiosk.retry')}
                </button>
              </Alert>
            )}
          />
        )}
      </main>
      <button
        type="button"
        className={styles.a11y}
        aria-pressed={snap.accessible}
        onClick={() => {
          kiosk.accessible = !kiosk.accessible;
        }}
      >
        <span aria-hidden="true" className={styles.a11yIcon}>
          ♿
        </span>{' '}
        {t('kiosk.accessible')}
      </button>
      {/* No step needs a physical keyboard: a focused text field brings the on-screen one. */}
      {touched || started ? (
        <Suspense fallback={null}>
          <KeyboardDock />
        </Suspense>
      ) : null}
      <p className={styles.announce} aria-live="polite">
        {announced}
      </p>
      {snap.idle.open ? (
        <Suspense fallback={null}>
          <Dialog
            id="kiosk-idle"
            open
            title={t('kiosk.idleTitle')}
            emit={(ev) => {
              if (ev === 'close') stay();
            }}
          >
            <p role="timer" aria-live="polite">
              {t('kiosk.idleBody', { count: left })}
            </p>
            <button type="button" className={styles.button} onClick={stay}>
              {t('kiosk.idleStay')}
            </button>
          </Dialog>
        </Suspense>
      ) : null}
    </div>
  );
}
