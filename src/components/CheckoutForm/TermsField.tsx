// The terms (spec 5: checkout needs accepted terms), with a link to read them.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { validateTerms } from '../../domain';
import { useTarget } from '../../engine/runtime/family';
import { domainRule, formStyles } from '../../ui/Field';
import { CheckboxField } from '../../ui/Field/choices';
import styles from './CheckoutForm.module.css';

const termsRule = domainRule(validateTerms);

export default function TermsField() {
  const { t } = useTranslation();
  const termsTo = useTarget('terms');
  return (
    <CheckboxField
      name="termsAccepted"
      className={formStyles.group}
      rules={{ validate: termsRule }}
      label={
        <>
          {t('ordering.acceptTerms')}{' '}
          <RouterLink to={termsTo} className={styles.link}>
            {t('ordering.termsLink')}
          </RouterLink>
        </>
      }
    />
  );
}
