// The terms (spec 5: checkout needs accepted terms). The checkbox's whole label toggles it (a large
// target); "Read the terms" is a separate button opening them in a sheet over the form (issue 33: the
// old link inside the label left the checkout and lost its choices).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n';
import { validateTerms } from '../../domain';
import { domainRule, formStyles } from '../../ui/Field';
import { CheckboxField } from '../../ui/Field/choices';
import styles from './CheckoutForm.module.css';

const TermsSheet = lazy(() => import('./TermsSheet'));
const termsRule = domainRule(validateTerms);

export default function TermsField() {
  const { t, i18n } = useTranslation();
  const gap = i18n.language === 'zh-hans' ? '' : ' ';
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <div className={styles.terms}>
      <CheckboxField
        name="termsAccepted"
        className={formStyles.group}
        rules={{ validate: termsRule }}
        label={`${t('ordering.acceptTerms')}${gap}${t('ordering.termsLink')}`}
      />
      <button
        type="button"
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
