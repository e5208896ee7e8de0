// The table QR codes to print (issue 30): each table's code — the address that opens the venue's menu
// at that table (`?tn=`, src/features/table) — with its number in large type and the venue's name,
// six to an A4 page (2 × 3) when printed. A full-screen dialog (focus kept inside, Escape closes, focus
// returns); in print only the codes are printed, the console under it is left out.
import { useTranslation } from '../../../i18n';
import { tableLink, type CounterTable } from '../../../domain';
import { Button } from '../../../ui/Button/Button';
import { Dialog } from '../../../ui/Dialog/Dialog';
import QrCode from '../../QrCode/QrCode';
import styles from './TableQrSheet.module.css';

interface Props {
  shop: string;
  venueName: string;
  tables: CounterTable[];
  /** The venue takes orders at the table (spot type 2): otherwise the codes open just the menu. */
  tableService: boolean;
  /** The tables were changed and not saved yet. */
  unsaved: boolean;
  origin?: string;
  onClose: () => void;
}

const PER_PAGE = 6;

export function TableQrSheet({ shop, venueName, tables, tableService, unsaved, origin, onClose }: Props) {
  const { t } = useTranslation();
  const base = origin ?? window.location.origin;
  const pages: CounterTable[][] = [];
  for (let i = 0; i < tables.length; i += PER_PAGE) pages.push(tables.slice(i, i + PER_PAGE));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('setup.qr_title', { count: tables.length })}
      placement="full"
      className={styles.printSheet}
    >
      <div className={styles.screenOnly} data-print-sheet="">
        <p>{t('setup.qr_intro')}</p>
        {!tableService ? <p className={styles.note}>{t('setup.qr_notTableService')}</p> : null}
        {unsaved ? <p className={styles.note}>{t('setup.qr_unsaved')}</p> : null}
        <p>{t('setup.qr_publishFirst')}</p>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => window.print()} disabled={!tables.length}>
            {t('setup.qr_print')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('setup.qr_back')}
          </Button>
        </div>
        {!tables.length ? <p role="status">{t('setup.qr_none')}</p> : null}
      </div>
      {pages.map((page, p) => (
        <ul key={p} className={styles.page} aria-label={t('setup.qr_page', { n: p + 1, of: pages.length })}>
          {page.map((tb) => {
            const link = tableLink(base, shop, tb.tabNo);
            return (
              <li key={tb.tabNo} className={styles.card} data-table={tb.tabNo}>
                <p className={styles.venue}>{venueName}</p>
                <QrCode value={link} label={t('setup.qr_label', { table: tb.tabNo })} size="lg" />
                <p className={styles.number} aria-hidden="true">
                  {tb.tabNo}
                </p>
                <p className={styles.name}>{tb.tabName}</p>
                <p className={styles.scan}>{t('setup.qr_scan')}</p>
                <p className={styles.link} data-testid="table-qr-link">
                  {link}
                </p>
              </li>
            );
          })}
        </ul>
      ))}
    </Dialog>
  );
}
