// The banner landmark: brand (logo or name) linking home, a nav slot, an account slot (sign in or
// the account) and an actions slot (language, theme). On a phone (issue 33: at most about 12 % of the
// screen) the header is two short rows: brand, account and a settings button that opens the actions
// as a small menu; then the navigation as one row that scrolls sideways. Wider screens show the
// actions inline and the button is hidden. Without phoneMenu (merchant: its back button) the actions
// stay in the bar.
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../../state/stores';
import { useTranslation } from '../../i18n';
import type { EngineProps } from '../../engine/runtime/registry';
import { useTarget } from '../../engine/runtime/family';
import { asText } from '../propText';
import { safeUrl } from '../../shared/url';
import styles from './Header.module.css';
import type { HeaderProps } from '../../generated/component-props';

const GEAR =
  'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-1.8-.3 1.7 1.7 0 00-1 1.5V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-1.1-1.5 1.7 1.7 0 00-1.8.3l-.1.1a2 2 0 11-2.8-2.8l.1-.1a1.7 1.7 0 00.3-1.8 1.7 1.7 0 00-1.5-1H3a2 2 0 110-4h.1a1.7 1.7 0 001.5-1.1 1.7 1.7 0 00-.3-1.8l-.1-.1a2 2 0 112.8-2.8l.1.1a1.7 1.7 0 001.8.3H9a1.7 1.7 0 001-1.5V3a2 2 0 114 0v.1a1.7 1.7 0 001 1.5 1.7 1.7 0 001.8-.3l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 00-.3 1.8V9a1.7 1.7 0 001.5 1H21a2 2 0 110 4h-.1a1.7 1.7 0 00-1.5 1z';

export default function Header({
  name,
  logo,
  homeTo = 'home',
  compact,
  sticky,
  phoneMenu,
  slots,
}: HeaderProps & EngineProps) {
  const { t } = useTranslation();
  const home = useTarget(homeTo);
  const logoUrl = safeUrl(logo);
  const title = asText(name) || t('common.appName');
  const menuId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // The settings button only when the actions draw something (one language and one theme: none).
  const [hasActions, setHasActions] = useState(true);
  const { pathname } = useLocation();
  // Table service (issue 33): the table the customer orders for, from the first page on.
  const { table } = useSnapshot(session);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const check = () => setHasActions(el.querySelector('select, button, a, input') !== null);
    check();
    const watch = new MutationObserver(check);
    watch.observe(el, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, []);
  // A sticky header tells the page its height (scroll-padding-top in base.css): focused fields and
  // #targets scroll clear of it.
  useEffect(() => {
    const el = bar.current;
    const root = document.documentElement;
    if (!sticky || !el || typeof ResizeObserver === 'undefined') return;
    const set = () => root.style.setProperty('--sticky-top', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    set();
    const watch = new ResizeObserver(set);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.style.removeProperty('--sticky-top');
    };
  }, [sticky]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onDown = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);
  return (
    <header
      ref={bar}
      className={[styles.header, compact && styles.compact, sticky && styles.sticky].filter(Boolean).join(' ')}
    >
      <a className={styles.skip} href="#main">
        {t('common.skipToContent')}
      </a>
      <Link className={styles.brand} to={home} aria-label={t('common.homeOf', { name: title })}>
        {logoUrl ? <img className={styles.logo} src={logoUrl} alt="" /> : null}
        <span className={styles.name}>{title}</span>
      </Link>
      {table ? (
        <span className={styles.table} data-testid="header-table">
          {t('custnav.tableNow', { table })}
        </span>
      ) : null}
      {slots?.nav ? <div className={styles.nav}>{slots.nav}</div> : null}
      {slots?.account ? <div className={styles.account}>{slots.account}</div> : null}
      {slots?.actions && !phoneMenu ? <div className={styles.inlineActions}>{slots.actions}</div> : null}
      {slots?.actions && phoneMenu ? (
        <>
          <button
            ref={button}
            type="button"
            className={styles.menuButton}
            hidden={!hasActions}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden="true"
              focusable="false"
            >
              <path d={GEAR} />
            </svg>
            <span className="visually-hidden">{t('custnav.settings')}</span>
          </button>
          <div ref={panel} id={menuId} className={[styles.actions, open && styles.open].filter(Boolean).join(' ')}>
            {slots.actions}
          </div>
        </>
      ) : null}
    </header>
  );
}
