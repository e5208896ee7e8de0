// PLACEHOLDER-Membership
import { useTranslation } from '../../../i18n';
import { EventButton, StepFrame } from './parts';

export default function Membership() {
  const { t } = useTranslation();
  return (
    <StepFrame title={t('kiosk.helpTitle')}>
      <EventButton event="DONE" />
    </StepFrame>
  );
}
