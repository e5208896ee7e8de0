// Change (or set) a stored-value card's six-digit PIN: the current PIN when one is set (5 wrong tries
// lock the card for 15 minutes: the server says how many are left), the new PIN twice.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PIN_LENGTH, validatePin } from '../../domain';
import { newPinProblem } from '../../domain';
import { useTranslation } from '../../i18n';
import { changePin, useRefreshPasses, walletRefusal, type Pass } from '../../features/wallet';
import { domainRule, Form, FormAlert, keyedMessage, showRefusal, TextField } from '../../ui/Field';
import own from './WalletCard.module.css';
import { refusalText } from './refusalText';
import { Button } from '../../ui/Button/Button';
import { Status } from '../../ui/Status/Status';

interface PinValues {
  current: string;
  next: string;
  again: string;
}

const pinRule = domainRule(validatePin);
const digits = (s: string) => s.replace(/\D/g, '').slice(0, PIN_LENGTH);
const PIN_INPUT = {
  type: 'password',
  inputMode: 'numeric',
  autoComplete: 'off',
  pattern: '[0-9]{6}',
  maxLength: PIN_LENGTH,
} as const;

export default function PinForm({ pass, onDone }: { pass: Pass; onDone: () => void }) {
  const { t } = useTranslation();
  const refreshPasses = useRefreshPasses();
  const form = useForm<PinValues>({
    defaultValues: { current: '', next: '', again: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const needsCurrent = !!pass.pinSet;
  const submit = async (v: PinValues) => {
    const p = newPinProblem({ current: needsCurrent ? v.current : undefined, next: v.next, again: v.again });
    if (p === 'mismatch')
      return form.setError('again', { type: 'rule', message: 'walletcard.pinMismatch' }, { shouldFocus: true });
    if (p === 'same')
      return form.setError('next', { type: 'rule', message: 'walletcard.pinSame' }, { shouldFocus: true });
    setBusy(true);
    try {
      await changePin(pass.cardNum, v.next, needsCurrent ? v.current : undefined);
      setDone(true);
      void refreshPasses();
    } catch (e) {
      const r = walletRefusal(e);
      form.setValue('current', '');
      const left = r?.code === 'svc.wrong-pin' ? /(\d+)/.exec(r.display)?.[1] : undefined;
      if (left !== undefined)
        showRefusal(
          form,
          { code: r!.code, message: 'walletcard.pinWrong', values: { left } },
          { 'svc.wrong-pin': 'current' },
        );
      else
        showRefusal(form, {
          code: r?.code,
          message: r?.code === 'svc.locked' ? keyedMessage('walletcard.pinLocked') : refusalText(e),
        });
    } finally {
      setBusy(false);
    }
  };
  if (done)
    return (
      <div className={own.form}>
        <Status as="p">{t('walletcard.pinChanged')}</Status>
        <Button variant="primary" onClick={onDone}>
          {t('walletcard.done')}
        </Button>
      </div>
    );
  return (
    <Form form={form} onValid={submit} className={own.form}>
      {needsCurrent ? (
        <TextField<PinValues>
          name="current"
          id={`pin-current-${pass.cardNum}`}
          label={t('walletcard.pinCurrent')}
          rules={{ validate: pinRule }}
          normalise={digits}
          input={PIN_INPUT}
        />
      ) : null}
      <TextField<PinValues>
        name="next"
        id={`pin-next-${pass.cardNum}`}
        label={t('walletcard.pinNew')}
        hint={t('walletcard.pinHint')}
        rules={{ validate: pinRule }}
        normalise={digits}
        input={PIN_INPUT}
      />
      <TextField<PinValues>
        name="again"
        id={`pin-again-${pass.cardNum}`}
        label={t('walletcard.pinAgain')}
        rules={{ validate: pinRule }}
        normalise={digits}
        input={PIN_INPUT}
      />
      <FormAlert />
      <Button variant="primary" type="submit" disabled={busy}>
        {busy ? t('walletcard.saving') : t('walletcard.pinSave')}
      </Button>
    </Form>
  );
}
