// The kiosk's words a walk-up customer taps on the way from the splash to paying at demo-kiosk, in both
// languages: one list for every kiosk e2e (kiosk-donate, providers-kiosk), so a changed word is changed once.
export const KIOSK_TEXTS = {
  'en-gb': {
    start: 'Tap to start',
    lang: 'English',
    takeAway: 'Take Away',
    chicken: 'Chicken',
    item: /Chicken tenders/,
    add: /Add to cart/,
    cart: /View cart/,
    checkout: 'Checkout',
    payNow: 'Pay now',
    noThanks: 'No thanks',
    payment: 'How would you like to pay?',
    counter: 'Pay at the counter',
    thanks: 'Thank you!',
  },
  'zh-hans': {
    start: '点击开始',
    lang: '简体中文',
    takeAway: '外带',
    chicken: '炸鸡',
    item: /鸡柳/,
    add: /加入购物车/,
    cart: /查看购物车/,
    checkout: '结账',
    payNow: '现在付款',
    noThanks: '不用了，谢谢',
    payment: '您想如何付款？',
    counter: '到柜台付款',
    thanks: '谢谢！',
  },
} as const;
export type KioskLang = keyof typeof KIOSK_TEXTS;
