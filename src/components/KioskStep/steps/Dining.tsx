// Eat in or take away: the choice is kept in the kiosk state (the flow's /kiosk/dining) and sent.
import { useSnapshot } from 'valtio';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk } from '../../../features/kiosk';
import { useTranslation } from '../../../i18n';
import { BigButton, EventButton, StepFrame, styles } from './parts';

const DEFAULT_TAKE_AWAY = 'Take Away';

export default function Dining() {
  const { t } = useTranslation();
  const { config } = useSnapshot(kiosk);
  const own = config.settings.kiosk.takeAwayName;
  // The venue's own label wins over ours when it set one (spec 9: default 'Take Away').
  const takeAway = own && own !== DEFAULT_TAKE_AWAY ? own : t('kiosk.diningTakeAway');
  return (
    <StepFrame title={t('kiosk.diningTitle')}>
      <div className={styles.choices} role="group" aria-label={t('kiosk.diningTitle')}>
        <BigButton
          big
          onClick={() => {
            kiosk.dining = 'eat-in';
            sendFlowEvent('EAT_IN');
          }}
        >
          {t('kiosk.diningEatIn')}
        </BigButton>
        <BigButton
          big
          onClick={() => {
            kiosk.dining = 'take-away';
            sendFlowEvent('TAKE_AWAY');
          }}
        >
          {takeAway}
        </BigButton>
      </div>
      <div className={styles.bar}>
        <EventButton event="BACK" />
      </div>
    </StepFrame>
  );
}
