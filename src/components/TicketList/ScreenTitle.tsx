// The page title (and an intro line) a ticket screen draws itself, as the booking screens do: a
// Heading and a Text element in the manifest would each load their props validator and component
// (about 2.7 KB gzip) on screens that must stay within their JavaScript budget. Styled as Heading
// level 1 and a muted Text.
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import styles from '../styles/tickets.module.css';

export function ScreenTitle({ title, intro }: { title: string; intro?: string }) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </>
  );
}

/** A screen's title (and intro) of these text keys above its body. */
export function Titled({ titleKey, introKey, children }: { titleKey: string; introKey?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap}>
      <ScreenTitle title={t(titleKey)} intro={introKey ? t(introKey) : undefined} />
      {children}
    </div>
  );
}
