// The venue's payment methods for the checkout, kiosk and console: their names in the shown language,
// and the list the server offers now (through swr, so only the screens that pay load it).
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useShopPayments } from '../../api/sourceHooks';
import { resolvePayments, type PaymentMethod } from '../../domain';
import { useTranslation } from '../../i18n';
import { venue } from '../../state/stores';
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

/**
 * The venue's payment methods as the server offers them now (/api/shop/payments: in production only
 * those a configured provider takes, "dps" the card provider), else as the page loaded them.
 */
export function usePaymentMethods(): { methods: PaymentMethod[]; loading: boolean } {
  const { settings, payments } = useSnapshot(venue);
  const fetched = useShopPayments({}, { revalidateOnFocus: false });
  const list = Array.isArray(fetched.data?.result) && fetched.data.result.length ? fetched.data.result : payments;
  const methods = useMemo(
    () => resolvePayments(list, settings.onlineCreditCardPayment),
    [list, settings.onlineCreditCardPayment],
  );
  return { methods, loading: Boolean(fetched.isLoading) };
}
