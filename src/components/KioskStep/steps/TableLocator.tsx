// The table locator (plate): the customer types the number on the locator they took with the on-screen
// keypad (or a keyboard), then answers "Have you grabbed the table locator with the number you
// entered?" before the menu opens.
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { validPlate } from '../../../domain';
import { sendFlowEvent } from '../../../engine/flow/events';
import { kiosk } from '../../../features/kiosk';
import { useTranslation } from '../../../i18n';
import { Form, TextField } from '../../../ui/Field';
import { Keypad } from '../../../ui/Keypad/Keypad';
import { applyKey } from '../../../ui/Keypad/keys';
import { EventButton, StepFrame, styles } from './parts';

const ConfirmDialog = lazy(() => import('../../../ui/Dialog/ConfirmDialog'));
const DEFAULT_QUESTION = 'Have you grabbed the table locator with the number you entered?';

interface PlateValues {
  plate: string;
}

export default function TableLocator() {
  const { t } = useTranslation();
  const { config } = useSnapshot(kiosk);
  const length = config.settings.tableNoLength || 3;
  const form = useForm<PlateValues>({ defaultValues: { plate: kiosk.plate }, shouldFocusError: true });
  const [asking, setAsking] = useState('');
  const own = config.settings.kiosk.plateQuestion;
  const question = own && own !== DEFAULT_QUESTION ? own : t('kiosk.plateQuestion');
  return (
    <StepFrame title={t('kiosk.plateTitle')} lead={t('kiosk.plateLead')}>
      <Form form={form} onValid={({ plate }) => setAsking(plate.trim())}>
        <div className={styles.fill}>
          <TextField<PlateValues>
            name="plate"
            label={t('kiosk.plateLabel')}
            hint={t('kiosk.plateHint', { count: length })}
            rules={{ validate: (v: string) => validPlate(v, length) || t('kiosk.plateInvalid', { count: length }) }}
            normalise={(s) => s.replace(/\D/g, '').slice(0, length)}
            input={{
              // its own keypad is under it: no system keyboard, no docked one
              inputMode: 'none',
              autoComplete: 'off',
              className: styles.input,
            }}
          />
          <Keypad
            className={styles.keypad}
            label={t('kiosk.plateKeypad')}
            onKey={(key) =>
              form.setValue('plate', applyKey(form.getValues('plate'), key, length), {
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
        </div>
        <div className={styles.bar}>
          <EventButton event="BACK" />
          <span className={styles.spacer} />
          <button type="submit" className={styles.button}>
            {t('kiosk.next')}
          </button>
        </div>
      </Form>
      {asking ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setAsking('');
            }}
            title={question}
            description={t('kiosk.plateYourNumber', { plate: asking })}
            confirmLabel={t('kiosk.yes')}
            cancelLabel={t('kiosk.no')}
            onConfirm={() => {
              kiosk.plate = asking;
              setAsking('');
              sendFlowEvent('ENTERED');
            }}
          />
        </Suspense>
      ) : null}
    </StepFrame>
  );
}
