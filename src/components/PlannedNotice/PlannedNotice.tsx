// Stands in for a screen another capability will fill in. Honest: says it is not available yet.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { familyHomePath, useFamily } from '../../engine/runtime/family';
import { useScreenTitle } from '../../engine/runtime/hooks';
import styles from './PlannedNotice.module.css';
import type { PlannedNoticeProps } from '../../generated/component-props';
import { Status } from '../../ui/Status/Status';

export default function PlannedNotice({ capability, screen }: PlannedNoticeProps) {
  const { t } = useTranslation();
  const { family, base } = useFamily();
  const { shop } = useParams();
  // Families without a home of their own (callback, pay) link to the venue's shop home.
  const home = familyHomePath(family, base) || (shop ? `/shop/${encodeURIComponent(shop)}/home` : '');
  const cap = t(`engine.capability_${capability}`, { defaultValue: capability });
  const title = useScreenTitle();
  const name = title || t(`screen.${camel(screen)}`, { defaultValue: screen });
  return (
    <section className={styles.planned} aria-labelledby="planned-title">
      <h1 id="planned-title" className={styles.title}>
        {name}
      </h1>
      <Status as="p" className={styles.text}>
        {t('engine.planned', { capability: cap })}
      </Status>
      {home ? (
        <Link className={styles.home} to={home}>
          {t('common.backHome')}
        </Link>
      ) : null}
    </section>
  );
}

/** 'my-orders' -> 'myOrders' (screen ids are kebab-case, screen.* keys camelCase). */
export function camel(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}
