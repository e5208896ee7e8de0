// Single pay: an amount that no cart holds (singlepay/{action}/by/{requiredBy}: a top-up, a deposit,
// a payment request). The amount is typed by the customer (or given with ?amount= and then fixed),
// a method of the venue's online methods is chosen (its surcharge shown), and the sandbox provider
// takes the payment; the receipt route shows the result. The 'request' variant pays a given
// transaction like a bill.
import { lazy, Suspense } from 'react';
import { readStored, writeStored } from '../../shared/storage';
import { newIdempotencyKey } from '../../features/ordering';
import PayBill from '../PayBill/PayBill';
import type { SinglePayProps } from '../../generated/component-props';

export const SINGLE_PAY_MAX_CENTS = 10_000_000;
export function attemptKey(scope: string, renew = false): string {
  const saved = readStored('singlePayKey', scope);
  if (saved && !renew) return saved;
  const k = newIdempotencyKey();
  writeStored('singlePayKey', k, scope);
  return k;
}

// The direct variant's form, with react-hook-form and Radix, loads when it shows.
const DirectPay = lazy(() => import('./DirectPay'));

export default function SinglePay({ variant = 'direct', txn, action = '', requiredBy = '', amount }: SinglePayProps) {
  if (variant === 'request')
    return <PayBill variant="request" txn={txn} requestBy={requiredBy ? String(requiredBy) : undefined} />;
  return (
    <Suspense fallback={null}>
      <DirectPay
        action={String(action)}
        requiredBy={String(requiredBy)}
        amount={amount === undefined ? undefined : String(amount)}
      />
    </Suspense>
  );
}
