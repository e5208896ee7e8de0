// How to order at the kiosk, step by step; back to the menu (also by the flow's return timer).
import { useTranslation } from '../../../i18n';
import { EventButton, StepBar, StepFrame, styles } from './parts';

const STEPS = [
  'helpChoose',
  'helpOptions',
  'helpCart',
  'helpPay',
  'helpCollect',
  'helpKeyboard',
  'helpAccess',
] as const;

export default function Help() {
  const { t } = useTranslation();
  return (
    <StepFrame title={t('kiosk.helpTitle')}>
      <ol className={styles.helpList}>
        {STEPS.map((s) => (
          <li key={s}>{t(`kiosk.${s}`)}</li>
        ))}
      </ol>
      <StepBar
        next={
          <EventButton event="DONE" secondary={false}>
            {t('kiosk.helpDone')}
          </EventButton>
        }
      />
    </StepFrame>
  );
}
