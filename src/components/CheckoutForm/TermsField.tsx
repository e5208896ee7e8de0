// The terms (spec 5: checkout needs accepted terms). The checkbox's whole label toggles it (a large
// target); "Read the terms" is a separate button opening them in a sheet over the form (issue 33: the
// old link inside the label left the checkout and lost its choices).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import { validateTerms } from '../../domain';
import { domainRule, formStyles } from '../../ui/Field';
import { CheckboxField } from '../../ui/Field/choices';
import { READ_TERMS_ID, termsLabel } from './termsText';
import styles from './CheckoutForm.module.css';

const TermsSheet = lazy(() => import('./TermsSheet'));
const termsRule = domainRule(validateTerms);

export default function TermsField() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <div className={styles.terms}>
      <CheckboxField
        name="termsAccepted"
        className={formStyles.group}
        rules={{ validate: termsRule }}
        label={termsLabel(t, i18n.language)}
      />
      <button
        type="button"
        id={READ_TERMS_ID}
        className={styles.termsRead}
        aria-haspopup="dialog"
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {t('custnav.readTerms')}
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <TermsSheet open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
