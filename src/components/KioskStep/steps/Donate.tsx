// PLACEHOLDER-Donate
import { useTranslation } from '../../../i18n';
import { EventButton, StepFrame } from './parts';

export default function Donate() {
  const { t } = useTranslation();
  return (
    <StepFrame title={t('kiosk.helpTitle')}>
      <EventButton event="DONE" />
    </StepFrame>
  );
}
