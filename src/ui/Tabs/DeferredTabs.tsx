// Themed tabs whose Radix code loads on the first interaction, for a screen whose first view must stay
// small (the wallet). The first paint draws the markup Radix Tabs draws — a named tab list, tabs with
// aria-selected and aria-controls (the open one focusable, a press opens a tab), the open tab's panel —
// and Radix Tabs' list (RadixTabList: arrow keys, Home/End, focus roving) takes over on the first
// pointer, touch, wheel or key in the page or focus in the list, keeping the focus on the open tab.
// The panel is this component's in both, so its content stays mounted when the list is replaced; only
// the open tab's content is drawn (as Radix Tabs does), so the other tabs' code loads when they open.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { TabsProps } from './Tabs';
import styles from './Tabs.module.css';

type TabList = typeof import('./RadixTabList').default;
let radixList: TabList | null = null;
let loading: Promise<TabList> | null = null;
const loadRadix = (): Promise<TabList> =>
  (loading ??= import('./RadixTabList').then(
    (m) => (radixList = m.default),
    (e) => {
      loading = null;
      throw e;
    },
  ));

/** What counts as a first interaction (capture phase, anywhere in the page). */
const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

export default function DeferredTabs({ items, label, value, defaultValue, onValueChange }: TabsProps) {
  const [List, setList] = useState<TabList | null>(() => radixList);
  const [own, setOwn] = useState(defaultValue ?? items[0]?.value ?? '');
  const open = value ?? own;
  const choose = (v: string) => {
    if (v === open) return;
    if (value === undefined) setOwn(v);
    onValueChange?.(v);
  };
  const base = useId();
  const tabId = (v: string) => `${base}-tab-${v}`;
  const panelId = (v: string) => `${base}-panel-${v}`;
  const root = useRef<HTMLDivElement>(null);
  /** A static tab had the focus when Radix's list replaced it: the same tab of the new list gets it. */
  const refocus = useRef<string | null>(null);

  const upgrade = () => {
    if (List) return;
    void loadRadix().then(
      (L) => {
        const focused = document.activeElement;
        refocus.current =
          focused instanceof HTMLElement && focused.getAttribute('role') === 'tab' && root.current?.contains(focused)
            ? focused.id
            : null;
        setList(() => L);
      },
      () => undefined,
    ); // offline: the first paint's tabs keep working
  };

  useEffect(() => {
    if (List) return;
    const opts = { capture: true, passive: true } as const;
    const once = () => {
      off();
      upgrade();
    };
    const off = () => INTENT.forEach((e) => window.removeEventListener(e, once, opts));
    INTENT.forEach((e) => window.addEventListener(e, once, opts));
    return off;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount, until Radix's list is in; upgrade is new each render
  }, [List]);

  useLayoutEffect(() => {
    if (!List || !refocus.current) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  }, [List]);

  const current = items.find((i) => i.value === open);
  return (
    <div ref={root} className={styles.root} onFocus={List ? undefined : upgrade}>
      {List ? (
        <List items={items} label={label} value={open} onValueChange={choose} tabId={tabId} panelId={panelId} />
      ) : (
        <div role="tablist" aria-label={label} aria-orientation="horizontal" className={styles.list}>
          {items.map((i) => {
            const on = i.value === open;
            return (
              <button
                key={i.value}
                type="button"
                role="tab"
                id={tabId(i.value)}
                aria-selected={on}
                aria-controls={panelId(i.value)}
                data-state={on ? 'active' : 'inactive'}
                tabIndex={on ? 0 : -1}
                className={styles.tab}
                onMouseDown={(e) => {
                  if (e.button === 0 && !e.ctrlKey) {
                    e.currentTarget.focus();
                    choose(i.value);
                  }
                }}
                onClick={() => choose(i.value)}
              >
                {i.label}
              </button>
            );
          })}
        </div>
      )}
      {current ? (
        <div
          key={current.value}
          role="tabpanel"
          id={panelId(current.value)}
          aria-labelledby={tabId(current.value)}
          tabIndex={0}
          data-state="active"
          className={styles.panel}
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
