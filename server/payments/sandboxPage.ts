// The sandbox provider's hosted page: plain HTML, no script (the CSP allows none inline), every value
// escaped, English or Simplified Chinese labels (?lang=zh-hans). Card details are typed only here.
import { qrSvg } from '../qr/qr';

const esc = (v: unknown): string =>
  String(v ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const L = {
  en: {
    title: 'Sandbox payment',
    amount: 'Amount',
    method: 'Method',
    venue: 'Merchant',
    order: 'Order',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    scanned: 'I have scanned and paid',
    decline: 'Decline',
    cancel: 'Cancel',
    scan: 'Scan this code with your app to pay.',
    paid: 'This order is already paid.',
    back: 'Back to the venue',
    test: 'Test cards: 4242 4242 4242 4242 approves, 4000 0000 0000 0002 declines.',
    note: 'This is a test payment page of the reference server. No money moves.',
    giftChanged:
      'A gift card on this order no longer has the value the order used. Nothing was charged; go back to the venue and place the order again.',
  },
  zh: {
    title: '沙盒支付',
    amount: '金额',
    method: '支付方式',
    venue: '商户',
    order: '订单',
    card: '卡号',
    expiry: '有效期 (MM/YY)',
    cvc: '安全码',
    pay: '支付',
    scanned: '我已扫码并付款',
    decline: '拒绝',
    cancel: '取消',
    scan: '请用手机应用扫描此码付款。',
    paid: '此订单已付款。',
    back: '返回商户',
    test: '测试卡：4242 4242 4242 4242 批准，4000 0000 0000 0002 拒绝。',
    note: '这是参考服务器的测试支付页面，不会产生真实扣款。',
    giftChanged: '此订单使用的礼品卡余额已变化。未产生任何扣款；请返回商户重新下单。',
  },
};
export type Lang = keyof typeof L;
export const langOf = (v: unknown): Lang =>
  String(v ?? '')
    .toLowerCase()
    .startsWith('zh')
    ? 'zh'
    : 'en';

const METHOD_NAMES: Record<string, [string, string]> = {
  dps: ['Credit card', '信用卡'],
  wechat: ['WeChat Pay', '微信支付'],
  alipay: ['Alipay', '支付宝'],
  paypal: ['PayPal', 'PayPal'],
  omipay: ['OmiPay', 'OmiPay'],
};

function shell(lang: Lang, body: string): string {
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-Hans' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(L[lang].title)}</title><style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#666}dd{margin:0;font-weight:600}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin:.75rem .5rem 0 0;padding:.6rem 1.2rem;font-size:1rem}.err{color:#b00020;font-weight:600}.note{color:#666;font-size:.85rem}
.qr svg{width:220px;height:220px}
</style></head><body>${body}</body></html>`;
}

export interface PageData {
  transactionId: string;
  providerRef: string;
  venueName: string;
  orderNo: string;
  amountCents: number;
  method: string;
  lang: Lang;
  error?: string;
}

export function payPage(d: PageData): string {
  const t = L[d.lang];
  const action = `/sandbox/pay/${encodeURIComponent(d.transactionId)}/decide`;
  const name = METHOD_NAMES[d.method]?.[d.lang === 'zh' ? 1 : 0] ?? d.method;
  const hidden = `<input type="hidden" name="ref" value="${esc(d.providerRef)}"><input type="hidden" name="lang" value="${d.lang === 'zh' ? 'zh-hans' : 'en-gb'}">`;
  const head = `<h1>${esc(t.title)}</h1><dl><dt>${esc(t.venue)}</dt><dd>${esc(d.venueName)}</dd><dt>${esc(t.order)}</dt><dd>${esc(d.orderNo)}</dd>
<dt>${esc(t.amount)}</dt><dd>$${esc((d.amountCents / 100).toFixed(2))}</dd><dt>${esc(t.method)}</dt><dd>${esc(name)}</dd></dl>
${d.error ? `<p class="err" role="alert">${esc(d.error)}</p>` : ''}`;
  let main: string;
  if (d.method === 'dps') {
    main = `<form method="post" action="${esc(action)}">${hidden}
<label for="card">${esc(t.card)}</label><input id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<label for="exp">${esc(t.expiry)}</label><input id="exp" name="expiry" autocomplete="cc-exp" maxlength="7" placeholder="MM/YY" required>
<label for="cvc">${esc(t.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required>
<button type="submit" name="decision" value="approve">${esc(t.pay)}</button></form>
<p class="note">${esc(t.test)}</p>`;
  } else {
    const svg = qrSvg(`sandbox-pay:${d.transactionId}:${d.providerRef}`, 220) ?? '';
    main = `<p>${esc(t.scan)}</p><div class="qr">${svg}</div>
<form method="post" action="${esc(action)}">${hidden}<button type="submit" name="decision" value="approve">${esc(t.scanned)}</button>
<button type="submit" name="decision" value="decline">${esc(t.decline)}</button></form>`;
  }
  const cancel = `<form method="post" action="${esc(action)}">${hidden}<button type="submit" name="decision" value="cancel">${esc(t.cancel)}</button></form>`;
  return shell(d.lang, `${head}${main}${cancel}<p class="note">${esc(t.note)}</p>`);
}

export function messagePage(lang: Lang, message: string, link?: string): string {
  return shell(
    lang,
    `<h1>${esc(L[lang].title)}</h1><p>${esc(message)}</p>${link ? `<p><a href="${esc(link)}">${esc(L[lang].back)}</a></p>` : ''}`,
  );
}

export const paidMessage = (lang: Lang) => L[lang].paid;
export const giftChangedMessage = (lang: Lang) => L[lang].giftChanged;

/** Shape check of the test card form (nothing is stored or logged). */
export function checkCard(
  f: { cardNumber?: string; expiry?: string; cvc?: string },
  now: number,
): { ok: true; decline: boolean } | { ok: false; message: string } {
  const num = String(f.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(num)) return { ok: false, message: 'The card number must have 13 to 19 digits.' };
  let sum = 0;
  for (let i = 0; i < num.length; i++) {
    let d = Number(num[num.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  if (sum % 10 !== 0) return { ok: false, message: 'The card number is not valid.' };
  const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(String(f.expiry ?? '').trim());
  if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return { ok: false, message: 'The expiry must read MM/YY.' };
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  const d = new Date(now);
  if (year < d.getUTCFullYear() || (year === d.getUTCFullYear() && Number(m[1]) < d.getUTCMonth() + 1))
    return { ok: false, message: 'The card has expired.' };
  if (!/^\d{3,4}$/.test(String(f.cvc ?? '').trim())) return { ok: false, message: 'The CVC must have 3 or 4 digits.' };
  return { ok: true, decline: num === '4000000000000002' };
}
