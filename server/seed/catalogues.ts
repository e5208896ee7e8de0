// Bilingual demo catalogues (pluName1 English, pluName2 Simplified Chinese). Prices are integer cents.
// Images are SVG files shipped in server/assets/images, named after the category or item id.

export interface Option {
  optionId: string;
  name1: string;
  name2: string;
  priceCents: number;
}
export interface AttrGroup {
  attrId: string;
  name1: string;
  name2: string;
  min: number;
  max: number;
  options: Option[];
}
export interface Ingredient {
  ingredientId: string;
  name1: string;
  name2: string;
  removable: boolean;
}
export interface MealExtra {
  pluId: string;
  name1: string;
  name2: string;
  priceCents: number;
}
export interface SeedPlu {
  pluId: string;
  catId: string;
  name1: string;
  name2: string;
  priceCents: number;
  description1?: string;
  description2?: string;
  attr?: AttrGroup[];
  ingredient1?: Ingredient[];
  mealPlu?: MealExtra[];
  subMenu?: { title1: string; title2: string; min: number; max: number; items: string[] }[];
  virtualCategory?: string[];
  tags?: string[];
  extra?: Record<string, unknown>;
  /** Image address; default /assets/images/plu-<pluId>.svg. */
  image?: string;
}
export interface SeedCategory {
  catId: string;
  parentId?: string;
  name1: string;
  name2: string;
  /** default /assets/images/cat-<catId>.svg */ image?: string;
}
export interface SeedCatalogue {
  categories: SeedCategory[];
  plus: SeedPlu[];
  tags: { tagId: string; name1: string; name2: string }[];
}

const opt = (optionId: string, name1: string, name2: string, priceCents = 0): Option => ({
  optionId,
  name1,
  name2,
  priceCents,
});
const ing = (ingredientId: string, name1: string, name2: string): Ingredient => ({
  ingredientId,
  name1,
  name2,
  removable: true,
});
const cat = (catId: string, name1: string, name2: string, parentId?: string): SeedCategory => ({
  catId,
  name1,
  name2,
  ...(parentId ? { parentId } : {}),
});

const SIZE: AttrGroup = {
  attrId: 'size',
  name1: 'Size',
  name2: '杯型',
  min: 1,
  max: 1,
  options: [opt('small', 'Small', '小杯'), opt('regular', 'Regular', '中杯', 50), opt('large', 'Large', '大杯', 100)],
};
const MILK: AttrGroup = {
  attrId: 'milk',
  name1: 'Milk',
  name2: '奶类',
  min: 0,
  max: 1,
  options: [
    opt('full', 'Full cream', '全脂奶'),
    opt('skim', 'Skim', '脱脂奶'),
    opt('oat', 'Oat', '燕麦奶', 60),
    opt('soy', 'Soy', '豆奶', 60),
    opt('almond', 'Almond', '杏仁奶', 60),
  ],
};
const COFFEE_EXTRAS: AttrGroup = {
  attrId: 'extras',
  name1: 'Extras',
  name2: '加料',
  min: 0,
  max: 3,
  options: [
    opt('shot', 'Extra shot', '加浓一份', 50),
    opt('vanilla', 'Vanilla syrup', '香草糖浆', 60),
    opt('caramel', 'Caramel syrup', '焦糖糖浆', 60),
    opt('decaf', 'Decaf', '低咖啡因'),
  ],
};
const SUGAR: AttrGroup = {
  attrId: 'sugar',
  name1: 'Sweetness',
  name2: '甜度',
  min: 1,
  max: 1,
  options: [opt('none', 'No sugar', '无糖'), opt('half', 'Half sugar', '半糖'), opt('full', 'Full sugar', '全糖')],
};
const EGGS: AttrGroup = {
  attrId: 'eggs',
  name1: 'Eggs',
  name2: '鸡蛋做法',
  min: 1,
  max: 1,
  options: [opt('poached', 'Poached', '水波蛋'), opt('fried', 'Fried', '煎蛋'), opt('scrambled', 'Scrambled', '炒蛋')],
};
const BURGER_ADD: AttrGroup = {
  attrId: 'addons',
  name1: 'Add-ons',
  name2: '加配料',
  min: 0,
  max: 4,
  options: [
    opt('bacon', 'Bacon', '培根', 300),
    opt('cheese', 'Cheese', '芝士', 150),
    opt('egg', 'Fried egg', '煎蛋', 200),
    opt('avocado', 'Avocado', '牛油果', 350),
  ],
};
const DONENESS: AttrGroup = {
  attrId: 'doneness',
  name1: 'Doneness',
  name2: '熟度',
  min: 1,
  max: 1,
  options: [
    opt('medium', 'Medium', '五分熟'),
    opt('mediumwell', 'Medium well', '七分熟'),
    opt('welldone', 'Well done', '全熟'),
  ],
};
const DRESSING: AttrGroup = {
  attrId: 'dressing',
  name1: 'Dressing',
  name2: '沙拉酱',
  min: 0,
  max: 1,
  options: [
    opt('balsamic', 'Balsamic', '香醋汁'),
    opt('caesar', 'Caesar', '凯撒酱'),
    opt('lemon', 'Lemon and olive oil', '柠檬橄榄油'),
  ],
};
const MEAL: MealExtra[] = [
  { pluId: 'meal-fries', name1: 'Make it a meal: fries and a drink', name2: '升级套餐：薯条和饮料', priceCents: 550 },
  { pluId: 'meal-salad', name1: 'Side salad', name2: '配沙拉', priceCents: 450 },
];
const BURGER_ING = [
  ing('lettuce', 'Lettuce', '生菜'),
  ing('tomato', 'Tomato', '番茄'),
  ing('onion', 'Onion', '洋葱'),
  ing('pickles', 'Pickles', '酸黄瓜'),
  ing('sauce', 'House sauce', '秘制酱'),
];

/** Preset item notes (quick instructions); free-text notes are capped by settings.itemNoteMaxLength. */
const note = (noteId: string, name1: string, name2: string) => ({ noteId, name1, name2 });
const COFFEE_NOTES = [
  note('extra-hot', 'Extra hot', '加热'),
  note('half-strength', 'Half strength', '半浓度'),
  note('own-cup', 'In my own cup', '用自带杯'),
];
const KITCHEN_NOTES = [
  note('no-onion', 'No onion', '不要洋葱'),
  note('sauce-side', 'Sauce on the side', '酱料另放'),
  note('cut-half', 'Cut in half', '切半'),
];

const coffee = (
  pluId: string,
  name1: string,
  name2: string,
  priceCents: number,
  catId = 'milk-coffee',
  extra: Partial<SeedPlu> = {},
): SeedPlu => ({
  pluId,
  catId,
  name1,
  name2,
  priceCents,
  attr: catId === 'black-coffee' ? [SIZE, COFFEE_EXTRAS] : [SIZE, MILK, COFFEE_EXTRAS],
  tags: ['hot'],
  extra: { notes: COFFEE_NOTES },
  ...extra,
});

export const CAFE: SeedCatalogue = {
  categories: [
    cat('coffee', 'Coffee', '咖啡'),
    cat('black-coffee', 'Black coffee', '黑咖啡', 'coffee'),
    cat('milk-coffee', 'Milk coffee', '奶咖', 'coffee'),
    cat('tea', 'Tea and more', '茶饮'),
    cat('breakfast', 'All-day breakfast', '全天早餐'),
    cat('burgers', 'Burgers', '汉堡'),
    cat('salads', 'Salads and bowls', '沙拉和碗餐'),
    cat('desserts', 'Cakes and desserts', '蛋糕甜点'),
    cat('kids', 'Kids', '儿童餐'),
  ],
  plus: [
    coffee('espresso', 'Espresso', '意式浓缩', 380, 'black-coffee'),
    coffee('long-black', 'Long black', '长黑咖啡', 450, 'black-coffee'),
    coffee('flat-white', 'Flat white', '澳白', 500, 'milk-coffee', { virtualCategory: ['popular'] }),
    coffee('latte', 'Latte', '拿铁', 500, 'milk-coffee', { virtualCategory: ['popular'] }),
    coffee('cappuccino', 'Cappuccino', '卡布奇诺', 500),
    coffee('mocha', 'Mocha', '摩卡', 550),
    coffee('iced-latte', 'Iced latte', '冰拿铁', 650, 'milk-coffee', { tags: ['cold'] }),
    {
      pluId: 'english-breakfast',
      catId: 'tea',
      name1: 'English breakfast tea',
      name2: '英式早餐茶',
      priceCents: 450,
      attr: [MILK, SUGAR],
      tags: ['hot'],
    },
    {
      pluId: 'jasmine-tea',
      catId: 'tea',
      name1: 'Jasmine green tea',
      name2: '茉莉绿茶',
      priceCents: 450,
      attr: [SUGAR],
      tags: ['hot', 'vegan'],
    },
    {
      pluId: 'chai-latte',
      catId: 'tea',
      name1: 'Chai latte',
      name2: '印度奶茶',
      priceCents: 550,
      attr: [SIZE, MILK],
      tags: ['hot'],
    },
    {
      pluId: 'hot-chocolate',
      catId: 'tea',
      name1: 'Hot chocolate',
      name2: '热巧克力',
      priceCents: 550,
      attr: [SIZE, MILK],
    },
    {
      pluId: 'orange-juice',
      catId: 'tea',
      name1: 'Fresh orange juice',
      name2: '鲜榨橙汁',
      priceCents: 750,
      tags: ['cold', 'vegan'],
    },
    {
      pluId: 'big-breakfast',
      catId: 'breakfast',
      name1: 'Big breakfast',
      name2: '豪华早餐',
      priceCents: 2450,
      description1: 'Eggs, bacon, sausage, mushrooms, tomato and sourdough.',
      description2: '鸡蛋、培根、香肠、蘑菇、番茄配酸种面包。',
      attr: [EGGS],
      ingredient1: [
        ing('bacon', 'Bacon', '培根'),
        ing('sausage', 'Sausage', '香肠'),
        ing('mushroom', 'Mushrooms', '蘑菇'),
        ing('tomato', 'Tomato', '番茄'),
      ],
      virtualCategory: ['popular'],
    },
    {
      pluId: 'eggs-benedict',
      catId: 'breakfast',
      name1: 'Eggs Benedict',
      name2: '班尼迪克蛋',
      priceCents: 2200,
      attr: [
        {
          attrId: 'with',
          name1: 'Served with',
          name2: '配料',
          min: 1,
          max: 1,
          options: [
            opt('ham', 'Ham', '火腿'),
            opt('salmon', 'Smoked salmon', '烟熏三文鱼', 400),
            opt('spinach', 'Spinach', '菠菜'),
          ],
        },
      ],
    },
    {
      pluId: 'avo-toast',
      catId: 'breakfast',
      name1: 'Smashed avocado on toast',
      name2: '牛油果吐司',
      priceCents: 1900,
      attr: [
        {
          ...BURGER_ADD,
          attrId: 'toast-add',
          max: 2,
          options: [opt('egg', 'Poached egg', '水波蛋', 300), opt('feta', 'Feta', '菲达奶酪', 250)],
        },
      ],
      tags: ['vegetarian'],
    },
    {
      pluId: 'granola',
      catId: 'breakfast',
      name1: 'House granola with yoghurt',
      name2: '自制燕麦配酸奶',
      priceCents: 1450,
      tags: ['vegetarian'],
    },
    {
      pluId: 'pancakes',
      catId: 'breakfast',
      name1: 'Buttermilk pancakes',
      name2: '酪乳松饼',
      priceCents: 1750,
      attr: [
        {
          attrId: 'topping',
          name1: 'Topping',
          name2: '浇头',
          min: 1,
          max: 2,
          options: [
            opt('maple', 'Maple syrup', '枫糖浆'),
            opt('berries', 'Mixed berries', '什锦莓果', 250),
            opt('icecream', 'Ice cream', '冰淇淋', 200),
          ],
        },
      ],
    },
    {
      pluId: 'beef-burger',
      catId: 'burgers',
      name1: 'Classic beef burger',
      name2: '经典牛肉汉堡',
      priceCents: 2150,
      attr: [DONENESS, BURGER_ADD],
      ingredient1: BURGER_ING,
      mealPlu: MEAL,
      virtualCategory: ['popular'],
      extra: { notes: KITCHEN_NOTES },
    },
    {
      pluId: 'chicken-burger',
      catId: 'burgers',
      name1: 'Crispy chicken burger',
      name2: '香脆鸡腿堡',
      priceCents: 1950,
      attr: [BURGER_ADD],
      ingredient1: BURGER_ING,
      mealPlu: MEAL,
      tags: ['spicy'],
      extra: { notes: KITCHEN_NOTES },
    },
    {
      pluId: 'veggie-burger',
      catId: 'burgers',
      name1: 'Mushroom and halloumi burger',
      name2: '蘑菇哈罗米芝士堡',
      priceCents: 1950,
      attr: [BURGER_ADD],
      ingredient1: BURGER_ING,
      mealPlu: MEAL,
      tags: ['vegetarian'],
    },
    {
      pluId: 'fries',
      catId: 'burgers',
      name1: 'Shoestring fries',
      name2: '细薯条',
      priceCents: 800,
      attr: [
        {
          attrId: 'salt',
          name1: 'Seasoning',
          name2: '调味',
          min: 1,
          max: 1,
          options: [
            opt('salt', 'Sea salt', '海盐'),
            opt('chicken-salt', 'Chicken salt', '鸡味盐'),
            opt('none', 'Plain', '原味'),
          ],
        },
      ],
      tags: ['vegan'],
    },
    {
      pluId: 'caesar-salad',
      catId: 'salads',
      name1: 'Chicken Caesar salad',
      name2: '鸡肉凯撒沙拉',
      priceCents: 1900,
      attr: [DRESSING],
      ingredient1: [
        ing('bacon', 'Bacon', '培根'),
        ing('croutons', 'Croutons', '面包丁'),
        ing('anchovy', 'Anchovies', '凤尾鱼'),
      ],
    },
    {
      pluId: 'poke-bowl',
      catId: 'salads',
      name1: 'Salmon poke bowl',
      name2: '三文鱼波奇饭',
      priceCents: 2200,
      attr: [
        {
          attrId: 'base',
          name1: 'Base',
          name2: '主食',
          min: 1,
          max: 1,
          options: [
            opt('rice', 'Sushi rice', '寿司饭'),
            opt('quinoa', 'Quinoa', '藜麦', 100),
            opt('greens', 'Mixed greens', '混合蔬菜'),
          ],
        },
      ],
      tags: ['gluten-free'],
    },
    {
      pluId: 'pumpkin-salad',
      catId: 'salads',
      name1: 'Roast pumpkin salad',
      name2: '烤南瓜沙拉',
      priceCents: 1800,
      attr: [DRESSING],
      tags: ['vegan', 'gluten-free'],
    },
    {
      pluId: 'cheesecake',
      catId: 'desserts',
      name1: 'Baked cheesecake',
      name2: '烤芝士蛋糕',
      priceCents: 950,
      tags: ['vegetarian'],
    },
    {
      pluId: 'brownie',
      catId: 'desserts',
      name1: 'Chocolate brownie',
      name2: '巧克力布朗尼',
      priceCents: 750,
      attr: [
        {
          attrId: 'side',
          name1: 'On the side',
          name2: '配料',
          min: 0,
          max: 1,
          options: [opt('cream', 'Cream', '奶油', 150), opt('icecream', 'Ice cream', '冰淇淋', 250)],
        },
      ],
    },
    {
      pluId: 'banana-bread',
      catId: 'desserts',
      name1: 'Toasted banana bread',
      name2: '烤香蕉面包',
      priceCents: 800,
      tags: ['vegetarian'],
    },
    {
      pluId: 'kids-nuggets',
      catId: 'kids',
      name1: 'Chicken nuggets and chips',
      name2: '鸡块薯条',
      priceCents: 1200,
      subMenu: [
        { title1: 'Choose a drink', title2: '选择饮料', min: 1, max: 1, items: ['orange-juice', 'hot-chocolate'] },
      ],
    },
    { pluId: 'kids-pancake', catId: 'kids', name1: 'Mini pancakes', name2: '迷你松饼', priceCents: 1000 },
  ],
  tags: [
    { tagId: 'vegetarian', name1: 'Vegetarian', name2: '素食' },
    { tagId: 'vegan', name1: 'Vegan', name2: '纯素' },
    { tagId: 'gluten-free', name1: 'Gluten free', name2: '无麸质' },
    { tagId: 'spicy', name1: 'Spicy', name2: '辣' },
    { tagId: 'hot', name1: 'Hot', name2: '热饮' },
    { tagId: 'cold', name1: 'Cold', name2: '冷饮' },
  ],
};

export const STORE: SeedCatalogue = {
  categories: [
    cat('pantry', 'Pantry', '食品杂货'),
    cat('drinks', 'Drinks', '饮料'),
    cat('snacks', 'Snacks', '零食'),
    cat('household', 'Household', '家居用品'),
    cat('gifts', 'Gifts', '礼品'),
    cat('gift-hampers', 'Hampers', '礼篮', 'gifts'),
  ],
  plus: [
    {
      pluId: 'olive-oil',
      catId: 'pantry',
      name1: 'Extra virgin olive oil 500 ml',
      name2: '特级初榨橄榄油 500毫升',
      priceCents: 1299,
    },
    { pluId: 'jasmine-rice', catId: 'pantry', name1: 'Jasmine rice 5 kg', name2: '茉莉香米 5公斤', priceCents: 1650 },
    { pluId: 'pasta', catId: 'pantry', name1: 'Spaghetti 500 g', name2: '意大利面 500克', priceCents: 299 },
    { pluId: 'honey', catId: 'pantry', name1: 'Raw honey 500 g', name2: '天然蜂蜜 500克', priceCents: 1150 },
    {
      pluId: 'sparkling-water',
      catId: 'drinks',
      name1: 'Sparkling water 1 L',
      name2: '气泡水 1升',
      priceCents: 250,
      attr: [
        {
          attrId: 'flavour',
          name1: 'Flavour',
          name2: '口味',
          min: 1,
          max: 1,
          options: [opt('plain', 'Plain', '原味'), opt('lemon', 'Lemon', '柠檬'), opt('lime', 'Lime', '青柠')],
        },
      ],
    },
    {
      pluId: 'cold-brew',
      catId: 'drinks',
      name1: 'Cold brew coffee 330 ml',
      name2: '冷萃咖啡 330毫升',
      priceCents: 550,
    },
    { pluId: 'green-tea-bottle', catId: 'drinks', name1: 'Green tea 500 ml', name2: '绿茶 500毫升', priceCents: 380 },
    { pluId: 'chips', catId: 'snacks', name1: 'Sea salt potato chips', name2: '海盐薯片', priceCents: 450 },
    { pluId: 'dark-chocolate', catId: 'snacks', name1: 'Dark chocolate 70%', name2: '70%黑巧克力', priceCents: 550 },
    { pluId: 'mixed-nuts', catId: 'snacks', name1: 'Roasted mixed nuts', name2: '烘烤混合坚果', priceCents: 899 },
    { pluId: 'dish-soap', catId: 'household', name1: 'Dishwashing liquid', name2: '洗洁精', priceCents: 399 },
    {
      pluId: 'paper-towel',
      catId: 'household',
      name1: 'Paper towels, 4 rolls',
      name2: '厨房纸巾 4卷',
      priceCents: 650,
    },
    {
      pluId: 'candle',
      catId: 'gifts',
      name1: 'Soy candle',
      name2: '大豆香薰蜡烛',
      priceCents: 2500,
      attr: [
        {
          attrId: 'scent',
          name1: 'Scent',
          name2: '香味',
          min: 1,
          max: 1,
          options: [
            opt('lavender', 'Lavender', '薰衣草'),
            opt('vanilla', 'Vanilla', '香草'),
            opt('citrus', 'Citrus', '柑橘'),
          ],
        },
        {
          attrId: 'wrap',
          name1: 'Gift wrap',
          name2: '礼品包装',
          min: 0,
          max: 1,
          options: [opt('wrap', 'Gift wrap', '礼品包装', 300)],
        },
      ],
    },
    {
      pluId: 'hamper-small',
      catId: 'gift-hampers',
      name1: 'Gourmet hamper, small',
      name2: '美食礼篮（小）',
      priceCents: 6900,
    },
    {
      pluId: 'hamper-large',
      catId: 'gift-hampers',
      name1: 'Gourmet hamper, large',
      name2: '美食礼篮（大）',
      priceCents: 12900,
    },
  ],
  tags: [
    { tagId: 'local', name1: 'Local', name2: '本地产品' },
    { tagId: 'organic', name1: 'Organic', name2: '有机' },
  ],
};

export const KIOSK: SeedCatalogue = {
  categories: [
    cat('k-burgers', 'Burgers', '汉堡'),
    cat('k-chicken', 'Chicken', '炸鸡'),
    cat('k-sides', 'Sides', '小食'),
    cat('k-drinks', 'Drinks', '饮料'),
    cat('k-icecream', 'Ice cream', '冰淇淋'),
  ],
  plus: [
    {
      pluId: 'k-cheeseburger',
      catId: 'k-burgers',
      name1: 'Cheeseburger',
      name2: '芝士汉堡',
      priceCents: 850,
      attr: [BURGER_ADD],
      ingredient1: BURGER_ING,
      mealPlu: MEAL,
    },
    {
      pluId: 'k-double',
      catId: 'k-burgers',
      name1: 'Double stack',
      name2: '双层牛肉堡',
      priceCents: 1250,
      attr: [BURGER_ADD],
      ingredient1: BURGER_ING,
      mealPlu: MEAL,
    },
    {
      pluId: 'k-wings',
      catId: 'k-chicken',
      name1: 'Chicken wings, 6 pieces',
      name2: '鸡翅 6只',
      priceCents: 990,
      attr: [
        {
          attrId: 'sauce',
          name1: 'Sauce',
          name2: '酱料',
          min: 1,
          max: 2,
          options: [
            opt('bbq', 'Barbecue', '烧烤酱'),
            opt('hot', 'Hot', '辣酱'),
            opt('honey-soy', 'Honey soy', '蜂蜜酱油'),
          ],
        },
      ],
      tags: ['spicy'],
    },
    { pluId: 'k-tenders', catId: 'k-chicken', name1: 'Chicken tenders, 4 pieces', name2: '鸡柳 4条', priceCents: 890 },
    { pluId: 'k-fries', catId: 'k-sides', name1: 'Fries', name2: '薯条', priceCents: 450, attr: [SIZE] },
    { pluId: 'k-onion-rings', catId: 'k-sides', name1: 'Onion rings', name2: '洋葱圈', priceCents: 550 },
    {
      pluId: 'k-cola',
      catId: 'k-drinks',
      name1: 'Cola',
      name2: '可乐',
      priceCents: 350,
      attr: [
        SIZE,
        {
          attrId: 'ice',
          name1: 'Ice',
          name2: '冰量',
          min: 1,
          max: 1,
          options: [
            opt('normal', 'Normal ice', '正常冰'),
            opt('less', 'Less ice', '少冰'),
            opt('no', 'No ice', '去冰'),
          ],
        },
      ],
    },
    { pluId: 'k-lemonade', catId: 'k-drinks', name1: 'Lemonade', name2: '柠檬水', priceCents: 350, attr: [SIZE] },
    {
      pluId: 'k-sundae',
      catId: 'k-icecream',
      name1: 'Sundae',
      name2: '圣代',
      priceCents: 400,
      attr: [
        {
          attrId: 'sauce',
          name1: 'Sauce',
          name2: '酱料',
          min: 1,
          max: 1,
          options: [
            opt('choc', 'Chocolate', '巧克力'),
            opt('caramel', 'Caramel', '焦糖'),
            opt('strawberry', 'Strawberry', '草莓'),
          ],
        },
      ],
    },
    { pluId: 'k-cone', catId: 'k-icecream', name1: 'Soft-serve cone', name2: '甜筒', priceCents: 200 },
    // The kiosk's donation (settings.kiosk.donatePlu): hidden from every menu, its price levels are the
    // amounts offered ($1, $2, $5), GST-free, never discounted, earning no points.
    {
      pluId: 'k-donation',
      catId: 'k-giving',
      name1: 'Donation to OzHarvest food rescue',
      name2: '捐助 OzHarvest 食物救援',
      priceCents: 100,
      description1: 'OzHarvest rescues surplus food and delivers it to charities that feed people in need.',
      description2: 'OzHarvest 回收多余的食物，送到为有需要的人提供餐食的慈善机构。',
      extra: { hide: 1, prices: [100, 200, 500], pluGst: 0, discount: 0, loyaltyPoint: 0 },
    },
  ],
  tags: [{ tagId: 'spicy', name1: 'Spicy', name2: '辣' }],
};

const timed = (
  pluId: string,
  catId: string,
  name1: string,
  name2: string,
  priceCents: number,
  duration: number,
  more: Partial<SeedPlu> = {},
): SeedPlu => ({
  pluId,
  catId,
  name1,
  name2,
  priceCents,
  extra: { timeItem: 1, duration, graceTime: 10 },
  ...more,
});

export const MASSAGE: SeedCatalogue = {
  categories: [
    cat('m-body', 'Body massage', '全身按摩'),
    cat('m-feet', 'Foot reflexology', '足部反射疗法'),
    cat('m-packages', 'Packages', '套餐'),
  ],
  plus: [
    timed('m-relax-60', 'm-body', 'Relaxation massage, 60 min', '放松按摩 60分钟', 9000, 60, {
      attr: [
        {
          attrId: 'oil',
          name1: 'Oil',
          name2: '精油',
          min: 0,
          max: 1,
          options: [opt('lavender', 'Lavender', '薰衣草', 500), opt('eucalyptus', 'Eucalyptus', '尤加利', 500)],
        },
      ],
    }),
    timed('m-relax-90', 'm-body', 'Relaxation massage, 90 min', '放松按摩 90分钟', 12500, 90),
    timed('m-deep-60', 'm-body', 'Deep tissue massage, 60 min', '深层组织按摩 60分钟', 10500, 60),
    timed('m-hot-stone', 'm-body', 'Hot stone massage, 75 min', '热石按摩 75分钟', 13000, 75),
    timed('m-foot-45', 'm-feet', 'Foot reflexology, 45 min', '足疗 45分钟', 6500, 45),
    timed('m-foot-60', 'm-feet', 'Foot reflexology, 60 min', '足疗 60分钟', 8000, 60),
    timed('m-couples', 'm-packages', 'Couples package, 2 x 60 min', '双人套餐 2 x 60分钟', 17500, 60),
  ],
  tags: [],
};

export const PARTYROOM: SeedCatalogue = {
  categories: [
    cat('p-rooms', 'Rooms', '包间'),
    cat('p-packages', 'Party packages', '派对套餐'),
    cat('p-food', 'Party food', '派对餐食'),
  ],
  plus: [
    timed('p-room-small', 'p-rooms', 'Small room, up to 10 guests (per hour)', '小包间，最多10人（每小时）', 6000, 60),
    timed('p-room-large', 'p-rooms', 'Large room, up to 30 guests (per hour)', '大包间，最多30人（每小时）', 12000, 60),
    timed('p-birthday', 'p-packages', 'Birthday package, 3 hours', '生日派对套餐 3小时', 39900, 180, {
      attr: [
        {
          attrId: 'theme',
          name1: 'Theme',
          name2: '主题',
          min: 1,
          max: 1,
          options: [
            opt('balloons', 'Balloons', '气球'),
            opt('superhero', 'Superhero', '超级英雄', 3000),
            opt('princess', 'Princess', '公主', 3000),
          ],
        },
      ],
    }),
    { pluId: 'p-pizza', catId: 'p-food', name1: 'Party pizza platter', name2: '派对披萨拼盘', priceCents: 4500 },
    { pluId: 'p-fruit', catId: 'p-food', name1: 'Fruit platter', name2: '水果拼盘', priceCents: 3500 },
    { pluId: 'p-cake', catId: 'p-food', name1: 'Celebration cake', name2: '庆祝蛋糕', priceCents: 6000 },
  ],
  tags: [],
};

export const KTV: SeedCatalogue = {
  categories: [
    cat('t-rooms', 'KTV rooms', 'KTV包房'),
    cat('t-drinks', 'Drinks', '酒水饮料'),
    cat('t-snacks', 'Snacks', '小吃'),
  ],
  plus: [
    timed('t-room-s', 't-rooms', 'Small room, 2-4 people (per hour)', '小包 2-4人（每小时）', 3800, 60),
    timed('t-room-m', 't-rooms', 'Medium room, 5-8 people (per hour)', '中包 5-8人（每小时）', 5800, 60),
    timed('t-room-l', 't-rooms', 'Large room, 9-15 people (per hour)', '大包 9-15人（每小时）', 8800, 60),
    timed('t-room-vip', 't-rooms', 'VIP room, up to 20 people (per hour)', 'VIP包房 最多20人（每小时）', 12800, 60),
    {
      pluId: 't-beer-bucket',
      catId: 't-drinks',
      name1: 'Beer bucket, 6 bottles',
      name2: '啤酒桶 6瓶',
      priceCents: 4200,
    },
    { pluId: 't-soft-drink', catId: 't-drinks', name1: 'Soft drink jug', name2: '软饮料壶', priceCents: 1200 },
    {
      pluId: 't-popcorn',
      catId: 't-snacks',
      name1: 'Popcorn chicken',
      name2: '盐酥鸡',
      priceCents: 1500,
      tags: ['spicy'],
    },
    { pluId: 't-fruit', catId: 't-snacks', name1: 'Fresh fruit plate', name2: '鲜果盘', priceCents: 2200 },
  ],
  tags: [{ tagId: 'spicy', name1: 'Spicy', name2: '辣' }],
};

export const PARKING: SeedCatalogue = {
  categories: [cat('pk-casual', 'Casual parking', '临时停车'), cat('pk-passes', 'Passes', '停车证')],
  plus: [
    timed('pk-hourly', 'pk-casual', 'Hourly parking', '按小时停车', 500, 60, {
      extra: { timeItem: 1, duration: 60, graceTime: 10, ticketType: 'parking', maxDailyCents: 3500 },
    }),
    timed(
      'pk-early-bird',
      'pk-casual',
      'Early bird (in before 9:30, out after 15:00)',
      '早鸟停车（9:30前入场，15:00后离场）',
      1800,
      600,
      { extra: { timeItem: 1, duration: 600, ticketType: 'parking', entryBefore: '09:30', exitAfter: '15:00' } },
    ),
    timed('pk-night', 'pk-casual', 'Night rate (after 18:00)', '夜间停车（18:00后）', 1200, 720, {
      extra: { timeItem: 1, duration: 720, ticketType: 'parking', entryAfter: '18:00' },
    }),
    timed('pk-daily', 'pk-casual', 'Daily maximum', '全天封顶', 3500, 1440, {
      extra: { timeItem: 1, duration: 1440, ticketType: 'parking' },
    }),
    {
      pluId: 'pk-monthly',
      catId: 'pk-passes',
      name1: 'Monthly pass',
      name2: '月票',
      priceCents: 32000,
      extra: { ticketType: 'parking', days: 30 },
    },
  ],
  tags: [],
};

export const PASSES: SeedCatalogue = {
  categories: [cat('ps-passes', 'Passes', '通票'), cat('ps-family', 'Family', '家庭票')],
  plus: [
    {
      pluId: 'ps-day',
      catId: 'ps-passes',
      name1: 'Day pass',
      name2: '一日通票',
      priceCents: 4500,
      extra: { ticketType: 'daterange', days: 1 },
    },
    {
      pluId: 'ps-3day',
      catId: 'ps-passes',
      name1: '3-day pass',
      name2: '三日通票',
      priceCents: 11000,
      extra: { ticketType: 'daterange', days: 3 },
    },
    {
      pluId: 'ps-week',
      catId: 'ps-passes',
      name1: 'Weekly pass',
      name2: '周票',
      priceCents: 19900,
      extra: { ticketType: 'daterange', days: 7 },
    },
    {
      pluId: 'ps-annual',
      catId: 'ps-passes',
      name1: 'Annual pass',
      name2: '年票',
      priceCents: 29900,
      extra: { ticketType: 'daterange', days: 365 },
    },
    {
      pluId: 'ps-family-day',
      catId: 'ps-family',
      name1: 'Family day pass (2 adults, 2 children)',
      name2: '家庭一日票（2大2小）',
      priceCents: 13500,
      extra: { ticketType: 'daterange', days: 1, persons: 4 },
    },
  ],
  tags: [],
};
