// Staff's sold-out switch on a phone (issue 31; merchant family, route 'soldout'): every item of the
// live menu with a search; one tap marks an item sold out or back, live for customers on their next
// load. The list reads again every 15 s, so two phones agree. The server decides who may.
import { useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { app } from '../../state/stores';
import { switchSoldOut, useMenuState, useRefreshMenu } from '../../features/backoffice';
import { Status } from '../../ui/Status/Status';
import { localName } from '../MenuEditor/localName';
import { menuFailure } from '../MenuEditor/menuFailure';
import { MenuLoadState } from '../MenuEditor/MenuLoadState';
import styles from './SoldOutBoard.module.css';
import type { SoldOutBoardProps } from '../../generated/component-props';

export default function SoldOutBoard(_props: SoldOutBoardProps) {
  const { t, i18n } = useTranslation();
  const { shop } = useSnapshot(app);
  const state = useMenuState(shop, 15_000);
  const refresh = useRefreshMenu(shop);
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState('');
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const lang = i18n.language;
  const live = state.data?.live;
  const items = useMemo(() => {
    if (!live) return [];
    const q = query.trim().toLowerCase();
    return live.items.filter(
      (it) => !q || it.name['en-gb'].toLowerCase().includes(q) || it.name['zh-hans'].includes(q) || it.id === q,
    );
  }, [live, query]);

  const tap = async (id: string, name: string, out: boolean) => {
    setBusy(id);
    setFailure('');
    try {
      await switchSoldOut(shop, id, out);
      await refresh();
      setNotice(t(out ? 'menuedit.nowSoldOut' : 'menuedit.nowBack', { name }));
    } catch (e) {
      setFailure(menuFailure(t, e));
    } finally {
      setBusy('');
    }
  };

  let body;
  if (state.error || !state.data)
    body = <MenuLoadState state={state} boxClass={styles.box} mutedClass={styles.muted} />;
  else {
    const soldOut = new Set(state.data.soldOut);
    const cats = state.data.live.categories;
    body = (
      <>
        <div className={styles.search}>
          <label htmlFor="soldout-search">{t('menuedit.searchItems')}</label>
          <input
            id="soldout-search"
            type="search"
            className={styles.input}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <p className={styles.muted}>{t('menuedit.soldOutCount', { count: soldOut.size })}</p>
        {failure ? (
          <p className={styles.problem} role="alert">
            {failure}
          </p>
        ) : null}
        {!state.data.live.items.length ? (
          <Status as="p" className={styles.muted}>
            {t('menuedit.noLiveItems')}
          </Status>
        ) : !items.length ? (
          <Status as="p" className={styles.muted}>
            {t('menuedit.noMatch', { query })}
          </Status>
        ) : (
          <ul className={styles.list}>
            {items.map((it) => {
              const name = localName(it.name, lang);
              const out = soldOut.has(it.id);
              const cat = cats.find((c) => c.id === it.categoryId);
              return (
                <li key={it.id} className={styles.row} data-out={out || undefined}>
                  <span className={styles.name}>
                    <strong>{name}</strong>
                    <span className={styles.muted}>{cat ? localName(cat.name, lang) : ''}</span>
                  </span>
                  <button
                    type="button"
                    role="switch"
                    aria-checked={out}
                    aria-label={t('menuedit.soldOutSwitch', { name })}
                    className={styles.switch}
                    disabled={busy === it.id}
                    onClick={() => void tap(it.id, name, !out)}
                  >
                    {out ? t('menuedit.soldOutTag') : t('menuedit.available')}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  }
  return (
    <div className={styles.board}>
      <h1 className={styles.h1}>{t('menuedit.soldOutTitle')}</h1>
      <p className={styles.muted}>{t('menuedit.soldOutIntro')}</p>
      <Status as="p" className={styles.notice} aria-live="polite">
        {notice}
      </Status>
      {body}
    </div>
  );
}
