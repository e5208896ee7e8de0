// A payment method's name as customers (and staff) read it, in the shown language. Apart from
// ./paymentHooks (which brings swr), so a screen can name the page's methods before it loads swr.
import { useTranslation } from '../../i18n';
import { useLang } from './hooks';

/**
 * A payment method's name in the shown language: the venue names its methods in English, so in another
 * language a built-in method (`sys`: wechat, alipay, …) takes the app's own name. Cash reads "Pay in
 * store" to customers; the console (`forStaff`) calls it cash.
 */
export function usePaymentName(forStaff = false): (m: { sys: string; name: string }) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return (m) => {
    if (m.sys === 'cash')
      return forStaff ? (lang === 'en-gb' && m.name) || t('ordering.pay_cash') : t('ordering.payInStore');
    return (lang !== 'en-gb' && m.sys && t(`ordering.pay_${m.sys}`, { defaultValue: '' })) || m.name || m.sys;
  };
}
