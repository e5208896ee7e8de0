// A parking venue's tariff in one line: first hour, each further hour, the daily maximum, grace time,
// its bands (a night or weekend rate, with its own cap) and its opening hours.
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
      {(tariff.bands ?? []).map((b, i) => (
        <span key={i}>
          {' '}
          {t(b.capCents ? 'tickets.tariffBandCap' : 'tickets.tariffBand', {
            days: t(`tickets.bandDays_${b.days}`),
            from: b.from,
            to: b.to,
            hour: money(b.perHourCents),
            cap: money(b.capCents),
          })}
        </span>
      ))}
      {tariff.openFrom && tariff.openUntil
        ? ` ${t('tickets.tariffOpen', { from: tariff.openFrom, until: tariff.openUntil })}`
        : null}
    </p>
  );
}
