// The free start times of a request (POST /api/booking/slots), as buttons; one is pressed when chosen.
// Loading, none free, a refusal (e.g. 'Please call us.' above the people limit) and a failed read with Retry.
import { useTranslation } from '../../i18n';
import { useCall } from '../../api/hooks';
import { bookingFailure, isTransient, loadSlots, type Slot, type SlotRequest } from '../../features/bookings';
import styles from '../styles/booking.module.css';
import { Button } from '../../ui/Button/Button';
import { Alert } from '../../ui/Alert/Alert';
import { Status } from '../../ui/Status/Status';

export interface SlotPickerProps {
  request: SlotRequest | null;
  chosen: number | null;
  onChoose: (slot: Slot) => void;
  /** The heading's id, naming the list for screen readers. */
  labelledBy: string;
}

export function SlotPicker({ request, chosen, onChoose, labelledBy }: SlotPickerProps) {
  const { t } = useTranslation();
  const slots = useCall('bookingSlots', request, { read: (q) => loadSlots(q), keepPreviousData: false });
  if (!request) return null;
  if (slots.error && !slots.isValidating) {
    // A refusal the server explains ('Please call us.'); no answer or a server fault: ours, with Retry.
    const e = slots.error && !isTransient(slots.error) ? bookingFailure(slots.error) : null;
    const refused = e !== null;
    return (
      <Alert tone="none" className={styles.alert}>
        <p>{refused ? e.serverMessage || t('bookings.refused') : t('bookings.slotsFailed')}</p>
        {refused ? null : (
          <Button variant="secondary" onClick={() => void slots.mutate()}>
            {t('bookings.retry')}
          </Button>
        )}
      </Alert>
    );
  }
  if (!slots.data)
    return (
      <Status as="p" className={styles.note}>
        {t('bookings.loadingSlots')}
      </Status>
    );
  const list = slots.data.slots.filter((s) => s.date === request.date);
  if (!list.length) return <p className={styles.empty}>{t('bookings.noSlots')}</p>;
  return (
    <ul className={styles.slots} aria-labelledby={labelledBy} data-testid="slots">
      {list.map((s) => (
        <li key={s.start}>
          <button
            type="button"
            className={styles.slot}
            aria-pressed={chosen === s.start}
            onClick={() => onChoose(s)}
            data-start={s.start}
          >
            {s.time}
          </button>
        </li>
      ))}
    </ul>
  );
}
