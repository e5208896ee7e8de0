// A bill as the server's /api/shop/order/bill answers it, for the pay-only component tests.
import type { Bill } from '../../src/features/ordering/payonly';

export const bill = (over: Partial<Bill> = {}): Bill => ({
  transactionId: 'txn_1', billNo: 'CAFE-20260115-00001', orderNo: 'A001', serviceNo: 12, status: 'placed', paid: false, payStatus: 'unpaid',
  payment: 'cash', paymentName: 'Pay in store', totalCents: 1905, createdAt: Date.UTC(2026, 0, 15, 2, 5), paidAt: null, tableNo: '7', orderType: 'eatin',
  kitchen: 'sent', singlePay: null,
  venue: { shop: 'demo-cafe', name: 'Harbour Cafe', address: '1 Eagle Street', phone: '07 3000 0101', moneySymbol: '$', timeZone: 'Australia/Brisbane' },
  lines: [
    { name1: 'Flat white', name2: '馥芮白', quantity: 2, priceCents: 550, amountCents: 1100, options: ['Regular'], notes: '' },
    { name1: 'Banana bread', name2: '香蕉面包', quantity: 1, priceCents: 800, amountCents: 800, options: [], notes: 'warm please' },
  ],
  amounts: { subtotalCents: 1900, discountCents: 0, serviceFeeCents: 0, otherChargeCents: 0, deliveryFeeCents: 0, surchargeCents: 0, roundedCents: 5, gstCents: 173, totalCents: 1905 },
  methods: [
    { payment: 'dps', name: 'Credit card', surchargeCents: 29, totalCents: 1929 },
    { payment: 'paypal', name: 'PayPal', surchargeCents: 100, totalCents: 2000 },
  ],
  ...over,
});
