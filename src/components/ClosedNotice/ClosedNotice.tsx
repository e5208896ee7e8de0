// The closed notice (spec 4 and 8): licence status not 1 or the trading-hour check failed.
import { useTranslation } from '../../i18n';
import { asText, flag } from '../propText';
import styles from './ClosedNotice.module.css';
import type { ClosedNoticeProps } from '../../generated/component-props';
import { Status } from '../../ui/Status/Status';

export default function ClosedNotice({ closed, message }: ClosedNoticeProps) {
  const { t } = useTranslation();
  if (!flag(closed)) return null;
  return (
    <Status className={styles.notice}>
      <strong>{asText(message) || t('message.shopClosed')}</strong>
    </Status>
  );
}
