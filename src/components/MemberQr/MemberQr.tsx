// My QR code (spec 2 my/qrcode/home): the member card number as a QR code drawn in the browser
// (src/domain/qr.ts through the QrCode component; no outside service), for staff to scan. The card
// loads when the screen opens (spec 4: WALLET then CHECK; a failure resets it and says so).
import { useTranslation } from '../../i18n';
import { maskCardNumber } from '../../domain';
import { useMemberCard } from '../../features/accounts';
import QrCode from '../QrCode/QrCode';
import styles from './MemberQr.module.css';
import type { EngineProps } from '../../engine/runtime/registry';
import type { MemberQrProps } from '../../generated/component-props';
import { Status } from '../../ui/Status/Status';

export default function MemberQr({ size = 'lg' }: MemberQrProps & EngineProps) {
  const { t } = useTranslation();
  const { card, state, retry } = useMemberCard();
  if (state === 'loading')
    return (
      <Status as="p" className={styles.muted}>
        {t('account.cardLoading')}
      </Status>
    );
  if (state === 'none' || card.status !== 1 || !card.cardNum) {
    return (
      <div className={styles.wrap}>
        <p className={styles.muted}>{t('account.qrNoCard')}</p>
        <button type="button" className={styles.secondary} onClick={retry}>
          {t('account.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className={styles.wrap}>
      <p className={styles.muted}>{t('account.qrIntro')}</p>
      <div className={styles.code}>
        <QrCode value={card.cardNum} label={t('account.qrLabel', { card: maskCardNumber(card.cardNum) })} size={size} />
      </div>
      <p className={styles.number} data-testid="member-qr-number">
        {card.cardNum}
      </p>
    </div>
  );
}
