// A parking venue's tariff in one line: first hour, each further hour, the daily maximum.
import { useTranslation } from '../../i18n';
import type { ParkingTariff } from '../../domain';
import { useMoney } from '../../shared/hooks';
import styles from '../styles/tickets.module.css';

export function TariffLine({ tariff }: { tariff: ParkingTariff }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <p className={styles.muted}>
      {t('tickets.tariff', {
        first: money(tariff.firstHourCents),
        hour: money(tariff.perHourCents),
        max: money(tariff.dailyMaxCents),
      })}
      {tariff.graceMinutes ? ` ${t('tickets.tariffGrace', { minutes: tariff.graceMinutes })}` : null}
    </p>
  );
}
