// A venue's online payment provider keys in the console (issue 35): read masked, saved sealed on the
// server (a blank secret keeps the saved one), removed. No secret ever comes back from the server.
import {
  paymentProviderRemove,
  paymentProviders,
  paymentProviderSave,
  type PaymentProviderInput,
  type PaymentProvidersResult,
  type PaymentProviderView,
} from '../../../api/calls/backoffice';
import { useCall } from '../../../api/hooks';
import { ConsoleError, run } from './api';

export type { PaymentProviderInput, PaymentProvidersResult, PaymentProviderView };
export const PAYMENT_PROVIDERS = ['stripe', 'paypal'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];
/** Stripe's payment method types a venue switches on (card is "dps", the online card). */
export const STRIPE_METHOD_TYPES = ['card', 'alipay', 'wechat_pay'] as const;

const q = { quiet: true } as const;
export const readPaymentProviders = (shop: string) => run(() => paymentProviders({ shop }, q));
export const savePaymentProvider = (shop: string, p: PaymentProviderInput) =>
  run(() => paymentProviderSave({ shop, ...p }, q));
export const removePaymentProvider = (shop: string, provider: PaymentProviderKind) =>
  run(() => paymentProviderRemove({ shop, provider }, q));

export const usePaymentProviders = (shop: string) =>
  useCall('paymentProviders', shop ? { shop } : null, { read: (p) => readPaymentProviders(p.shop) });

/** The i18n key (backoffice.pay_*) of a failed save or removal, and the field it names. */
export function providerFailure(e: unknown): { key: string; field?: string } | null {
  if (!(e instanceof ConsoleError)) return null;
  if (e.code === 'provider.no-key') return { key: 'pay_noKey' };
  if (e.code === 'provider.unknown') return { key: 'pay_unknown' };
  if (e.code === 'provider.invalid') {
    const field = e.detail.field ?? '';
    return { key: `pay_invalid_${field || 'fallback'}`, field: field || undefined };
  }
  return null;
}
