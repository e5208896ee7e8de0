// Thanks (2 s by the flow's timer), before the order number.
import { useTranslation } from '../../../i18n';
import { StepFrame } from './parts';

export default function Thanks() {
  const { t } = useTranslation();
  return <StepFrame title={t('kiosk.thanksTitle')} lead={t('kiosk.thanksLead')} />;
}
