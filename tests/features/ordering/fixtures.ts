// A small catalogue and helpers for the ordering component tests.
import { vi } from 'vitest';
import type { Catalogue } from '../../../src/features/ordering/catalogue';
import { app, venue } from '../../../src/state/stores';
import { normaliseSettings } from '../../../src/domain';

export const catalogue: Catalogue = {
  categories: [
    {
      catId: 'coffee',
      parentId: null,
      catName1: 'Coffee',
      catName2: '咖啡',
      itemCount: 0,
      subCategory: [{ catId: 'milk', parentId: 'coffee', catName1: 'Milk coffee', catName2: '奶咖', itemCount: 1 }],
    },
    { catId: 'burgers', parentId: null, catName1: 'Burgers', catName2: '汉堡', itemCount: 2, subCategory: [] },
  ],
  plus: [
    {
      pluId: 'latte',
      catId: 'milk',
      pluName1: 'Latte',
      pluName2: '拿铁',
      priceCents: 500,
      image: '/assets/images/plu-latte.svg',
      virtualCategory: ['popular'],
    },
    {
      pluId: 'beef-burger',
      catId: 'burgers',
      pluName1: 'Beef burger',
      pluName2: '牛肉汉堡',
      priceCents: 2150,
      image: '/assets/images/plu-beef-burger.svg',
      attr: [
        {
          attrId: 'doneness',
          name1: 'Doneness',
          name2: '熟度',
          min: 1,
          max: 1,
          options: [
            { optionId: 'medium', name1: 'Medium', name2: '五分熟', priceCents: 0 },
            { optionId: 'well', name1: 'Well done', name2: '全熟', priceCents: 0 },
          ],
        },
        {
          attrId: 'addons',
          name1: 'Add-ons',
          name2: '加配料',
          min: 0,
          max: 2,
          options: [
            { optionId: 'bacon', name1: 'Bacon', name2: '培根', priceCents: 300 },
            { optionId: 'cheese', name1: 'Cheese', name2: '芝士', priceCents: 150 },
            { optionId: 'egg', name1: 'Egg', name2: '蛋', priceCents: 200 },
          ],
        },
      ],
      ingredient1: [{ ingredientId: 'onion', name1: 'Onion', name2: '洋葱', removable: true }],
      mealPlu: [{ pluId: 'meal-fries', name1: 'Make it a meal', name2: '套餐', priceCents: 550 }],
      notes: [{ noteId: 'cut', name1: 'Cut in half', name2: '切半' }],
    },
    { pluId: 'fries', catId: 'burgers', pluName1: 'Fries', pluName2: '薯条', priceCents: 800, stock: 0 },
  ],
};

/** Serves the catalogue to fetch; returns the mock. */
export function serveCatalogue(body: unknown = { success: true, result: catalogue }) {
  const fn = vi.fn(
    async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}

export function useVenue(shop: string, settings: Record<string, unknown> = {}) {
  app.shop = shop;
  app.lang = 'en-gb';
  app.domain = 'mobile';
  venue.settings = normaliseSettings(settings);
  venue.payments = [
    { code: 201, name: 'Credit card', rate: 1.5, payment: 'dps', visible: 1, surchargeType: 1 },
    { code: 200, name: 'Pay in store', rate: 0, payment: 'cash', visible: 1, surchargeType: 1 },
    { code: 206, name: 'Hidden', payment: 'alipay', visible: 0 },
  ];
}
