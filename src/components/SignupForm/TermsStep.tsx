// Sign-up's third step: the terms (a Radix checkbox: they must be accepted) and the optional names and
// e-mail. A module of its own: the sign-up screen's first step loads without it (SignupForm fetches it
// once the code is asked for).
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { validateEmail, validateTerms } from '../../domain';
import { OK } from '../../domain';
import { domainRule, Form, FormAlert, TextField } from '../../ui/Field';
import { CheckboxField } from '../../ui/Field/choices';
import styles from './SignupForm.module.css';

export interface TermsValues {
  terms: boolean;
  firstName: string;
  lastName: string;
  email: string;
}
const termsRule = domainRule((v: boolean) => validateTerms(v));
const optionalEmail = domainRule((v: string) => (v.trim() ? validateEmail(v) : OK));

export default function TermsStep({
  details,
  terms,
  privacy,
  onDone,
}: {
  details: TermsValues | null;
  terms: string;
  privacy: string;
  onDone: (v: TermsValues) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<TermsValues>({
    defaultValues: details ?? { terms: false, firstName: '', lastName: '', email: '' },
    shouldFocusError: false,
  });
  return (
    <Form form={form} onValid={onDone} className={styles.form}>
      <CheckboxField<TermsValues> name="terms" label={t('account.acceptTerms')} rules={{ validate: termsRule }} />
      <div className={styles.links}>
        <RouterLink to={terms} className={styles.link} target="_blank" rel="noopener">
          {t('account.readTerms')}
        </RouterLink>
        <RouterLink to={privacy} className={styles.link} target="_blank" rel="noopener">
          {t('account.readPrivacy')}
        </RouterLink>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('account.detailsLegend')}</legend>
        <TextField<TermsValues>
          name="firstName"
          id="signup-first"
          label={t('account.firstName')}
          input={{ autoComplete: 'given-name', maxLength: 60 }}
        />
        <TextField<TermsValues>
          name="lastName"
          id="signup-last"
          label={t('account.lastName')}
          input={{ autoComplete: 'family-name', maxLength: 60 }}
        />
        <TextField<TermsValues>
          name="email"
          id="signup-email"
          label={t('account.email')}
          rules={{ validate: optionalEmail }}
          input={{ type: 'email', autoComplete: 'email', maxLength: 120 }}
        />
      </fieldset>
      <FormAlert id="signup-terms-error" />
      <button type="submit" className={styles.submit}>
        {t('account.next')}
      </button>
    </Form>
  );
}
