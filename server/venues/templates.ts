// Venue templates (issue 31): what a new venue starts with. One typed list; each template names its
// kind of venue in both languages and fills the settings (service types, spot type, usage, licences)
// and an example menu the operator then edits in the menu editor. Every template's menu passes the
// same check as the menu editor's (`checkMenu`): tests/server/venues.test.ts.
import type { MenuCategory, MenuDoc, MenuItem, MenuOptionGroup, MenuText } from '../../src/domain/menu';

export const TEMPLATE_IDS = ['cafe', 'shop', 'kiosk', 'massage', 'partyroom', 'ktv', 'parking', 'passes'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface VenueTemplate {
  id: TemplateId;
  name: MenuText;
  /** The venues row's family (the route family customers use). */
  family: string;
  hospitality: string;
  /** 2 = table service, 4 = counter. */
  spotType: number;
  licences: string;
  lotType: number;
  settings: Record<string, unknown>;
  /** Payment methods offered at first (codes of the payment table; the operator edits them). */
  payments: string[];
  /** Opening hours at first, venue-local (the console's "Opening hours and closures" edits them). */
  hours: TemplateHours;
  menu: MenuDoc;
}

/** One span Monday to Friday and one on Saturday and Sunday, HH:mm (24:00 = midnight). */
export interface TemplateHours {
  weekdays: [string, string];
  weekend: [string, string];
}
const hours = (weekdays: [string, string], weekend: [string, string] = weekdays): TemplateHours => ({
  weekdays,
  weekend,
});
const ALL_DAY = hours(['00:00', '24:00']);

/** A template's hours as the venue's week (sun..sat, one span a day). */
export function templateWeek(h: TemplateHours): Record<string, [string, string][]> {
  return Object.fromEntries(
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [
      d,
      [d === 'sun' || d === 'sat' ? h.weekend : h.weekdays],
    ]),
  );
}

const t = (en: string, zh: string): MenuText => ({ 'en-gb': en, 'zh-hans': zh });
const cat = (id: string, en: string, zh: string): MenuCategory => ({
  id,
  parentId: null,
  name: t(en, zh),
  visible: true,
  image: null,
});
const item = (
  id: string,
  categoryId: string,
  en: string,
  zh: string,
  priceCents: number,
  optionGroups: MenuOptionGroup[] = [],
): MenuItem => ({
  id,
  categoryId,
  name: t(en, zh),
  description: t('', ''),
  priceCents,
  optionGroups,
  stock: null,
  hidden: false,
  notesAllowed: true,
  loyalty: true,
  discount: true,
  image: null,
  keep: {},
});
const group = (
  id: string,
  en: string,
  zh: string,
  min: number,
  max: number,
  opts: [string, string, string, number][],
) => ({
  id,
  name: t(en, zh),
  min,
  max,
  options: opts.map(([oid, oen, ozh, cents]) => ({ id: oid, name: t(oen, ozh), priceCents: cents })),
});

const MILK = group('milk', 'Milk', '牛奶', 1, 1, [
  ['full', 'Full cream', '全脂', 0],
  ['oat', 'Oat milk', '燕麦奶', 70],
]);
const SIZE = group('size', 'Size', '杯型', 1, 1, [
  ['regular', 'Regular', '中杯', 0],
  ['large', 'Large', '大杯', 100],
]);

export const VENUE_TEMPLATES: readonly VenueTemplate[] = [
  {
    id: 'cafe',
    name: t('Cafe with table service', '餐桌服务咖啡馆'),
    family: 'shop',
    hospitality: 'restaurant',
    spotType: 2,
    licences: '11110',
    lotType: 1,
    settings: {
      usage: 'shop',
      serviceTypes: ['shop'],
      tableService: 1,
      tableNoMin: 1,
      tableNoMax: 20,
      takeAway: 1,
      eatIn: 1,
      pickup: 1,
    },
    payments: ['cash'],
    hours: hours(['07:00', '18:00'], ['08:00', '17:00']),
    menu: {
      categories: [cat('coffee', 'Coffee', '咖啡'), cat('food', 'Food', '餐点')],
      items: [
        item('flat-white', 'coffee', 'Flat white', '馥芮白', 450, [SIZE, MILK]),
        item('long-black', 'coffee', 'Long black', '美式咖啡', 400, [SIZE]),
        item('toast', 'food', 'Toast with jam', '果酱吐司', 650),
      ],
    },
  },
  {
    id: 'shop',
    name: t('Shop', '商店'),
    family: 'shop',
    hospitality: 'retail',
    spotType: 4,
    licences: '11110',
    lotType: 1,
    settings: { usage: 'shop', serviceTypes: ['shop'], pickup: 1, showStock: 1 },
    payments: ['cash'],
    hours: hours(['09:00', '18:00'], ['10:00', '17:00']),
    menu: {
      categories: [cat('goods', 'Goods', '商品')],
      items: [
        item('tote-bag', 'goods', 'Tote bag', '帆布袋', 1500),
        item('notebook', 'goods', 'Notebook', '笔记本', 800),
      ],
    },
  },
  {
    id: 'kiosk',
    name: t('Self-order kiosk', '自助点餐机'),
    family: 'self',
    hospitality: 'restaurant',
    spotType: 4,
    licences: '11110',
    lotType: 1,
    settings: {
      usage: 'kiosk',
      kioskMode: 1,
      serviceTypes: ['shop'],
      eatInOrTakeAway: 1,
      eatInTakeAway: 1,
      callStaff: 1,
    },
    payments: ['cash'],
    hours: hours(['07:00', '22:00']),
    menu: {
      categories: [cat('meals', 'Meals', '套餐'), cat('drinks', 'Drinks', '饮品')],
      items: [item('burger', 'meals', 'Burger', '汉堡', 1200, [SIZE]), item('soda', 'drinks', 'Soda', '汽水', 350)],
    },
  },
  {
    id: 'massage',
    name: t('Massage', '按摩'),
    family: 'massage',
    hospitality: 'massage',
    spotType: 4,
    licences: '11111',
    lotType: 1,
    settings: { usage: 'reservation', serviceTypes: ['massage'], bookingCode: 1, maxBookingPeople: 2 },
    payments: ['cash'],
    hours: hours(['10:00', '22:00']),
    menu: {
      categories: [cat('treatments', 'Treatments', '疗程')],
      items: [
        item('relax-60', 'treatments', 'Relaxation massage, 60 minutes', '放松按摩60分钟', 9000),
        item('deep-60', 'treatments', 'Deep tissue massage, 60 minutes', '深层组织按摩60分钟', 11000),
      ],
    },
  },
  {
    id: 'partyroom',
    name: t('Party room', '派对房'),
    family: 'partyroom',
    hospitality: 'partyroom',
    spotType: 4,
    licences: '11111',
    lotType: 1,
    settings: { usage: 'reservation', serviceTypes: ['partyroom'], maxBookingPeople: 30 },
    payments: ['cash'],
    hours: hours(['10:00', '24:00']),
    menu: {
      categories: [cat('packages', 'Packages', '套餐')],
      items: [item('party-small', 'packages', 'Small party, 3 hours', '小型派对3小时', 30000)],
    },
  },
  {
    id: 'ktv',
    name: t('KTV', 'KTV'),
    family: 'ktv',
    hospitality: 'ktv',
    spotType: 4,
    licences: '11111',
    lotType: 1,
    settings: { usage: 'reservation', serviceTypes: ['ktv'], ktvRoom: 1, maxBookingPeople: 20 },
    payments: ['cash'],
    hours: hours(['12:00', '24:00']),
    menu: {
      categories: [cat('rooms', 'Rooms', '包厢'), cat('snacks', 'Snacks', '小吃')],
      items: [
        item('room-small', 'rooms', 'Small room, per hour', '小包厢每小时', 4000),
        item('fries', 'snacks', 'Fries', '薯条', 600),
      ],
    },
  },
  {
    id: 'parking',
    name: t('Parking', '停车场'),
    family: 'ticket',
    hospitality: 'parking',
    spotType: 4,
    licences: '11110',
    lotType: 2,
    settings: { usage: 'ticket', serviceTypes: ['ticket'], ticketType: 'parking', minTicketMinutes: 30, noCart: 1 },
    payments: ['cash'],
    hours: ALL_DAY,
    menu: {
      categories: [cat('parking', 'Parking', '停车')],
      items: [item('hourly', 'parking', 'Hourly parking', '按小时停车', 400)],
    },
  },
  {
    id: 'passes',
    name: t('Date-range passes', '日期通票'),
    family: 'company',
    hospitality: 'ticket',
    spotType: 4,
    licences: '11110',
    lotType: 1,
    settings: { usage: 'ticket', serviceTypes: ['ticket'], ticketType: 'daterange', dateRange: 1, maxTickets: 10 },
    payments: ['cash'],
    hours: ALL_DAY,
    menu: {
      categories: [cat('passes', 'Passes', '通票')],
      items: [item('day-pass', 'passes', 'Day pass', '一日票', 2500)],
    },
  },
];

export const templateOf = (id: string): VenueTemplate | undefined => VENUE_TEMPLATES.find((v) => v.id === id);
