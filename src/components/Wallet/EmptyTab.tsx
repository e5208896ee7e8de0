// An honest empty tab: what will be here and where it comes from (coupons, vouchers, gift cards and
// tickets are filled by their own capabilities' components; see README.md of this folder).
import { useTranslation } from '../../i18n';
import styles from '../styles/wallet.module.css';

export default function EmptyTab({ kind }: { kind: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-testid={`empty-${kind}`}>
      <p>
        <strong>{t(`wallet.empty_${kind}`)}</strong>
      </p>
      <p className={styles.muted}>{t(`wallet.emptyHint_${kind}`)}</p>
    </div>
  );
}
