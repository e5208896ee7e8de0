// React helpers of the ordering components: language, shop and a payment method's name (the methods
// themselves are in paymentMethods.ts). The cart is not here:
// components that use it take useCartShop from ./setup, so the menu (home, categories) loads
// without the cart and its pricing code. Money and navigation are app-wide (src/shared/hooks).
import { useSnapshot } from 'valtio';
import { useTranslation } from '../../i18n';
import { app } from '../../state/stores';

export function useLang(): string {
  return useSnapshot(app).lang;
}

export function useShop(): string {
  return useSnapshot(app).shop;
}

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
