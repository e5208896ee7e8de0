// The console's mode setup (issue 30): one guided section per kind of venue, each editing the
// `resources` part of the venue document (docs/venue-document.md) in the console's draft. Today:
// table reservations and parking. Keyed by the draft's version so a publish or discard shows the new base.
import { useTranslation } from '../../../i18n';
import type { ConsoleStateResult } from '../../../features/backoffice';
import { TableSetup } from './TableSetup';
import { ParkingSetup } from './ParkingSetup';
import { MassageSetup } from './MassageSetup';
import { PassSetup } from './PassSetup';
import { RoomsSetup } from './RoomsSetup';
import { CounterSetup } from './CounterSetup';
import styles from './ModeSetup.module.css';

interface Props {
  shop: string;
  state: ConsoleStateResult;
  refresh: () => Promise<unknown>;
  announce: (text: string) => void;
}

export function ModeSetup(props: Props) {
  const { t } = useTranslation();
  const { state } = props;
  const key = `${state.latest}:${state.draft ? 'draft' : 'live'}`;
  return (
    <div className={styles.setup}>
      <p className={styles.muted}>{t('setup.intro')}</p>
      <TableSetup key={key} {...props} />
      <ParkingSetup key={`parking:${key}`} {...props} />
      <MassageSetup key={`massage:${key}`} {...props} />
      <PassSetup key={`passes:${key}`} {...props} />
      <RoomsSetup key={`rooms:${key}`} {...props} />
      <CounterSetup key={`counter:${key}`} {...props} />
    </div>
  );
}
