// The terms checkbox's words ("I accept the terms and conditions"; no space in Chinese) and the id of
// "Read the terms": the live checkout's TermsField and its stand-in say the same.
import type { useTranslation } from '../../i18n';

type TFunction = ReturnType<typeof useTranslation>['t'];

export const READ_TERMS_ID = 'co-terms-read';

export function termsLabel(t: TFunction, lang: string): string {
  const gap = lang === 'zh-hans' ? '' : ' ';
  return `${t('ordering.acceptTerms')}${gap}${t('ordering.termsLink')}`;
}
