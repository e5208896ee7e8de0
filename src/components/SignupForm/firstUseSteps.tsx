// The mobile and code steps (./steps) with their form layer loaded on first use: MobileStep draws
// its markup without react-hook-form until the visitor focuses, presses on or sends it; CodeStep
// follows a sent code, so the steps are loaded by then (it waits for them otherwise, drawing nothing).
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import { FormOnFirstUse } from '../../ui/Field/FormOnFirstUse';
import { StillTextField } from '../../ui/Field/StillTextField';
import styles from './SignupForm.module.css';
import type { CodeStepProps, MobileStepProps } from './steps';

type Steps = typeof import('./steps');
let steps: Steps | null = null;
const loadSteps = (): Promise<Steps> =>
  import('./steps').then((m) => {
    steps = m;
    return m;
  });
const loadMobile = () => loadSteps().then((m) => m.MobileStep);

function StillMobileStep({ idPrefix, defaultMobile = '' }: MobileStepProps) {
  const { t } = useTranslation();
  return (
    <form noValidate className={styles.form} aria-busy={false}>
      <StillTextField
        name="mobile"
        id={`${idPrefix}-mobile`}
        label={t('account.mobile')}
        hint={t('account.mobileHint')}
        input={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 20, defaultValue: defaultMobile }}
      />
      <button type="submit" className={styles.submit}>
        {t('account.sendCode')}
      </button>
    </form>
  );
}

export function MobileStep(props: MobileStepProps) {
  return <FormOnFirstUse load={loadMobile} props={props} still={<StillMobileStep {...props} />} />;
}

export function CodeStep(props: CodeStepProps) {
  const [loaded, setLoaded] = useState(steps);
  useEffect(() => {
    if (!loaded) void loadSteps().then(setLoaded);
  }, [loaded]);
  return loaded ? <loaded.CodeStep {...props} /> : null;
}
