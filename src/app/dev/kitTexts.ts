// The examples page's words in both languages (a development page: not in the app's i18n files,
// which ship to visitors).
export const KIT_LANGS = ['en-gb', 'zh-hans'] as const;
export type KitLang = (typeof KIT_LANGS)[number];

export const KIT_TEXTS = {
  'en-gb': {
    title: 'UI kit', intro: 'Every component of src/ui in every state, on the chosen theme.',
    buttons: 'Buttons', disabled: 'Disabled', busy: 'Busy', link: 'A link drawn as a button',
    messages: 'Alerts and statuses', alertText: 'The card was declined.', alertBox: 'This venue is closed for ordering.',
    warning: 'Your session ends in 2 minutes.', success: 'Paid: thank you.', info: 'Orders are ready in about 15 minutes.',
    status: 'Saved.', card: 'Card', cardBody: 'A card groups one thing.', layout: 'Stack and Inline',
    number: 'NumberField', guests: 'Guests', guestsHint: 'From 1 to 12', tooMany: 'At most 12 guests.', kioskQty: 'Quantity',
    form: 'Field (form layer)', name: 'Name', nameHint: 'As on your card', nameRequired: 'Enter your name.', send: 'Send',
    dialogs: 'Dialog and Sheet', openDialog: 'Open dialog', openSheet: 'Open sheet', dialogTitle: 'Choose a table', dialogBody: 'Tables by the window are quieter.',
    tabs: 'Tabs', tab1: 'Cards', tab2: 'Coupons', tab3: 'Vouchers', tabBody: 'Panel of',
  },
  'zh-hans': {
    title: '界面组件', intro: 'src/ui 中每个组件的每种状态，使用所选主题。',
    buttons: '按钮', disabled: '不可用', busy: '处理中', link: '显示为按钮的链接',
    messages: '提醒与状态', alertText: '银行卡被拒绝。', alertBox: '本店暂停点餐。',
    warning: '您的会话将在 2 分钟后结束。', success: '已付款，谢谢。', info: '订单约 15 分钟后备好。',
    status: '已保存。', card: '卡片', cardBody: '卡片用于归类一件事。', layout: '纵向与横向排列',
    number: '数字输入', guests: '人数', guestsHint: '1 到 12 人', tooMany: '最多 12 人。', kioskQty: '数量',
    form: '表单字段', name: '姓名', nameHint: '与卡上一致', nameRequired: '请输入姓名。', send: '提交',
    dialogs: '对话框与底部面板', openDialog: '打开对话框', openSheet: '打开底部面板', dialogTitle: '选择桌位', dialogBody: '靠窗的桌位比较安静。',
    tabs: '标签页', tab1: '会员卡', tab2: '优惠券', tab3: '代金券', tabBody: '面板：',
  },
} as const satisfies Record<KitLang, Record<string, string>>;
