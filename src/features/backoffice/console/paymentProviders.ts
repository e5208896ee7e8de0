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
import { ApiError } from '../../../api/errors';
import { consoleErrorOf, run } from './api';

export type { PaymentProviderInput, PaymentProvidersResult, PaymentProviderView };
export const PAYMENT_PROVIDERS = ['stripe', 'paypal'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];
/** Stripe's payment method types a venue switches on (card is "dps", the online card). */
export const STRIPE_METHOD_TYPES = ['card', 'alipay', 'wechat_pay'] as const;

const q = { quiet: true } as const;
export const readPaymentProviders = (shop: string) => run(() => paymentProviders({ shop }, q));
/** A provider's keys as the form gives them: Stripe's methods as the list of boxes ticked. */
export type ProviderKeys = Omit<PaymentProviderInput, 'methods'> & { methods?: readonly string[] };
/** The methods of a ticked list as the save contract takes them: the known ones, each once, in their order. */
function contractMethods(ticked: readonly string[]): NonNullable<PaymentProviderInput['methods']> {
  const [a, b, c] = STRIPE_METHOD_TYPES.filter((m) => ticked.includes(m));
  if (a === undefined) return [];
  if (b === undefined) return [a];
  return c === undefined ? [a, b] : [a, b, c];
}
export const savePaymentProvider = (shop: string, { methods, ...p }: ProviderKeys) =>
  run(() => paymentProviderSave({ shop, ...p, ...(methods ? { methods: contractMethods(methods) } : {}) }, q));
export const removePaymentProvider = (shop: string, provider: PaymentProviderKind) =>
  run(() => paymentProviderRemove({ shop, provider }, q));

export const usePaymentProviders = (shop: string) =>
  useCall('paymentProviders', shop ? { shop } : null, { read: (p) => readPaymentProviders(p.shop) });

/** The fields a provider's keys are refused at, each with its words (backoffice.pay_invalid_<field>). */
const PROVIDER_FIELDS = [
  'secretKey',
  'webhookSecret',
  'clientId',
  'clientSecret',
  'webhookId',
  'testMode',
  'methods',
] as const;

/** The i18n key (backoffice.pay_*) of a failed save or removal, and the field it names. */
export function providerFailure(e: unknown): { key: string; field?: string } | null {
  if (!(e instanceof ApiError)) return null;
  const { code, detail } = consoleErrorOf(e);
  if (code === 'provider.no-key') return { key: 'pay_noKey' };
  if (code === 'provider.unknown') return { key: 'pay_unknown' };
  if (code === 'provider.invalid') {
    const field = (PROVIDER_FIELDS as readonly string[]).includes(detail.field ?? '') ? detail.field : undefined;
    return { key: field ? `pay_invalid_${field}` : 'pay_invalidKeys', field };
  }
  return null;
}
