// The token-expired screen of table service (spec 8: 'token expired (scan the table QR again or
// contact staff)'): the table session is over, the table number is unknown, or the venue could not
// be reached to open it. Links back to the menu of the family the visitor came from, without table.
import { Link } from 'react-router-dom';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { familyHomePath, useFamily } from '../../engine/runtime/family';
import styles from './TableNotice.module.css';
import type { TableNoticeProps } from '../../generated/component-props';
import { Alert } from '../../ui/Alert/Alert';

/** Only a plain absolute path of this app: no scheme, no '//' host, no backslashes. */
export function safeBack(back: unknown): string {
  const s = typeof back === 'string' ? back : '';
  return /^\/[A-Za-z0-9/_.~-]*$/.test(s) && !s.startsWith('//') && !s.includes('/../') ? s : '';
}

export default function TableNotice({ reason, table, back }: TableNoticeProps) {
  const { t } = useTranslation();
  const { family, base } = useFamily();
  const { shop } = useParams();
  const why = reason === 'table' || reason === 'error' || reason === 'closed' ? reason : 'expired';
  const tableNo = String(table ?? '').slice(0, 10);
  const home = safeBack(back) || familyHomePath(family, base) || (shop ? `/shop/${encodeURIComponent(shop)}/home` : '');
  return (
    <section className={styles.notice} aria-labelledby="table-notice-title" data-reason={why}>
      <span className={styles.icon} aria-hidden="true">
        {why === 'table' ? '?' : '!'}
      </span>
      <h1 id="table-notice-title" className={styles.title}>
        {t(`table.title_${why}`)}
      </h1>
      <Alert as="p" tone="none" className={styles.text}>
        {t(`table.text_${why}`, { table: tableNo })}
      </Alert>
      <p className={styles.hint}>{t('table.hint')}</p>
      {home ? (
        <Link className={styles.back} to={home}>
          {t('table.backToMenu')}
        </Link>
      ) : null}
    </section>
  );
}
