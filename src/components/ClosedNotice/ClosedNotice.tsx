// The closed notice (spec 4 and 8): licence status not 1 or the trading-hour check failed.
import { useTranslation } from '../../i18n';
import { asText, flag } from '../propText';
import styles from './ClosedNotice.module.css';
import type { ClosedNoticeProps } from '../../generated/component-props';

export default function ClosedNotice({ closed, message }: ClosedNoticeProps) {
  const { t } = useTranslation();
  if (!flag(closed)) return null;
  return (
    <div className={styles.notice} role="status">
      <strong>{asText(message) || t('message.shopClosed')}</strong>
    </div>
  );
}
