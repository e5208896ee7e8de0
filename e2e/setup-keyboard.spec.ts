// Mode setup (issue 30) by keyboard alone, in Chromium, in both languages: demo-store's own administrator
// (of that venue only) reaches every field and button by Tab / Shift+Tab, ticks with Space, presses with
// Enter and types with the keyboard — no click, no fill — and sets up: an area with a table and a deposit
// (tables), a car park's bays and tariff (parking), a treatment and a therapist (massage), a pass type
// (passes), a room with a time band (rooms); each section is saved into the draft and the focus comes
// back to its Save button. Every field reached is on screen and not under a sticky bar. axe: no serious
// or critical violations on each section. The keys pressed per section are logged (docs/walkthrough.md).
// The reservation licence is the platform administrator's grant (setup-helpers), done first.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { apiLogin, bearer, type Lang } from './ordering-helpers';
import { grantLicence, openSetup, SETUP_SHOP, VENUE_ADMIN } from './setup-helpers';
import { seriousAxeViolations, watchProblems } from './support';

test.describe.configure({ mode: 'serial' });

/** The setup texts exactly as the operator reads them. */
const texts = (lang: Lang) =>
  JSON.parse(readFileSync(`src/i18n/locales/${lang}/setup.json`, 'utf8')) as Record<string, string>;
const TEXTS = { 'en-gb': texts('en-gb'), 'zh-hans': texts('zh-hans') };
const LICENCE = {
  'en-gb': {
    setupTab: 'Set up modes',
    needLicence: 'Reservations need the reservation licence.',
    grant: 'Grant the reservation licence',
    granted: /reservation licence is granted in the draft/,
  },
  'zh-hans': {
    setupTab: '设置模式',
    needLicence: '餐桌预订需要预订许可。',
    grant: '授予预订许可',
    granted: /预订许可已在草稿中授予/,
  },
} as const;

/** The keyboard of one operator: every key counted, each field reached by Tab or Shift+Tab only. */
class Keys {
  /** Fields typed into and buttons or boxes pressed: the operator's steps. */
  count = 0;
  /** Tab and Shift+Tab presses between them. */
  moves = 0;
  constructor(private page: Page) {}
  async press(key: string) {
    if (key.endsWith('Tab')) this.moves++;
    else this.count++;
    await this.page.keyboard.press(key);
  }
  /** Tabs (forward or back, whichever way the target is) until `target` has the focus; it must be on screen. */
  async tabTo(target: Locator, max = 150) {
    await expect(target).toBeAttached();
    for (let i = 0; i < max; i++) {
      const where = await target.evaluate((el) => {
        const a = document.activeElement;
        if (el === a) return 0;
        if (!a || a === document.body) return 1;
        return a.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING ? 1 : -1;
      });
      if (where === 0) {
        await expect(target).toBeInViewport();
        expect(await unobscured(target), 'the focused field is not under a sticky bar').toBe(true);
        expect(await focusRing(target), 'the focused field shows a focus ring').toBe(true);
        return;
      }
      await this.press(where > 0 ? 'Tab' : 'Shift+Tab');
    }
    throw new Error(`Tab never reached ${String(target)}`);
  }
  /** Replaces the focused field's text by typing (one step for the field, not per character). */
  async type(target: Locator, text: string) {
    await this.tabTo(target);
    await this.page.keyboard.press('Control+A');
    await this.page.keyboard.type(text);
    this.count++;
  }
}

/** The venue administrator drops the draft (none is fine): each language starts from the live shop. */
async function discardDraft(request: APIRequestContext) {
  const token = await apiLogin(request, VENUE_ADMIN.user, VENUE_ADMIN.password);
  await request.post('/pro/backoffice/config/draft/discard', { headers: bearer(token), data: { shop: SETUP_SHOP } });
}

/** Whether the focused element draws a ring (an outline or a box shadow). */
function focusRing(target: Locator) {
  return target.evaluate((el) => {
    const st = getComputedStyle(el);
    return (st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) >= 2) || st.boxShadow !== 'none';
  });
}

/** Whether what is at the centre of the element is the element (or its label), not a bar over it. */
function unobscured(target: Locator) {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit) return false;
    const labels = (el as HTMLInputElement).labels ? [...(el as HTMLInputElement).labels!] : [];
    return hit === el || el.contains(hit) || hit.contains(el) || labels.some((l) => l.contains(hit));
  });
}

for (const lang of ['en-gb', 'zh-hans'] as Lang[]) {
  test(`sets up tables, parking, massage, passes and a room by keyboard alone (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const s = (key: string, vars: Record<string, string | number> = {}) =>
      TEXTS[lang][key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));
    const local = (enText: string, zhText: string) => (lang === 'en-gb' ? enText : zhText);
    const problems = watchProblems(page);
    await discardDraft(request);
    await page.setViewportSize({ width: 1100, height: 800 });
    await grantLicence(browser, lang, LICENCE[lang], async (p) => {
      await p.getByRole('checkbox', { name: s('tables_on') }).check();
      return p.locator('body');
    });
    await openSetup(page, lang, LICENCE[lang].setupTab);
    const keys = new Keys(page);
    const steps: Record<string, string> = {};
    const region = (title: string) => page.getByRole('region', { name: s(title), exact: true });
    const tick = async (box: Locator) => {
      await keys.tabTo(box);
      await keys.press('Space');
      await expect(box).toBeChecked();
    };
    const press = async (button: Locator) => {
      await keys.tabTo(button);
      await keys.press('Enter');
    };
    /** Saves the section by keyboard: saved, and the focus is back on its Save button. */
    const save = async (section: Locator, what: string) => {
      expect(await seriousAxeViolations(page), what).toEqual([]);
      const button = section.getByRole('button', { name: s('save') });
      await press(button);
      await expect(page.getByRole('status').filter({ hasText: s('saved') })).toBeVisible();
      await expect(section.getByRole('button', { name: s('save') })).toBeFocused();
      steps[what] = `${keys.count} steps, ${keys.moves} tabs`;
      keys.count = 0;
      keys.moves = 0;
    };

    // Tables: an area with a table of 4 and a deposit of $5 a person.
    const tables = region('tables_title');
    await tick(tables.getByRole('checkbox', { name: s('tables_on') }));
    await press(tables.getByRole('button', { name: s('addArea') }));
    // The new area's first field has the focus.
    await expect(tables.getByRole('textbox', { name: s('areaName_en-gb') })).toBeFocused();
    await keys.type(tables.getByRole('textbox', { name: s('areaName_en-gb') }), 'Dining room');
    await keys.type(tables.getByRole('textbox', { name: s('areaName_zh-hans') }), '餐厅');
    await press(tables.getByRole('button', { name: s('addTable', { area: local('Dining room', '餐厅') }) }));
    await expect(tables.getByRole('textbox', { name: s('tableName_en-gb') })).toBeFocused();
    await keys.type(tables.getByRole('textbox', { name: s('tableName_en-gb') }), 'Window');
    await keys.type(tables.getByRole('textbox', { name: s('tableName_zh-hans') }), '窗边');
    await keys.type(tables.getByRole('spinbutton', { name: s('seats', { name: local('Window', '窗边') }) }), '4');
    // A second table added and removed again: the focus lands on the table left, not on the page.
    const addTable = tables.getByRole('button', { name: s('addTable', { area: local('Dining room', '餐厅') }) });
    await press(addTable);
    await expect(tables.getByRole('textbox', { name: s('tableName_en-gb') }).nth(1)).toBeFocused();
    await press(tables.getByRole('button', { name: s('removeTable', { name: local('Table 2', '2号桌') }) }));
    await expect(tables.getByRole('textbox', { name: s('tableName_en-gb') })).toHaveCount(1);
    await expect(tables.getByRole('textbox', { name: s('tableName_en-gb') })).toBeFocused();
    await keys.type(tables.getByRole('spinbutton', { name: s('depositPerPerson') }), '5');
    await expect(tables.getByRole('heading', { name: s('areasAndTables', { areas: 1, tables: 1 }) })).toBeVisible();
    await save(tables, 'tables');

    // Parking: the car park's name, 10 bays, a tariff.
    const parking = region('parking_title');
    await tick(parking.getByRole('checkbox', { name: s('parking_on') }));
    await keys.type(parking.getByRole('textbox', { name: s('parking_name_en-gb') }), 'Car park');
    await keys.type(parking.getByRole('textbox', { name: s('parking_name_zh-hans') }), '停车场');
    await keys.type(parking.getByRole('spinbutton', { name: s('parking_bays') }), '10');
    await keys.type(parking.getByRole('spinbutton', { name: s('parking_firstHour') }), '3');
    await keys.type(parking.getByRole('spinbutton', { name: s('parking_perHour') }), '2');
    await keys.type(parking.getByRole('spinbutton', { name: s('parking_dailyMax') }), '15');
    // A night band (its defaults), added by Enter: the focus goes into the new band.
    await press(parking.getByRole('button', { name: s('band_add') }));
    await expect(parking.locator(':focus')).toHaveCount(1);
    await save(parking, 'parking');

    // Massage: a treatment and a therapist.
    const massage = region('massage_title');
    await tick(massage.getByRole('checkbox', { name: s('massage_on') }));
    await press(massage.getByRole('button', { name: s('massage_addService') }));
    const service = massage.getByRole('region').first();
    await keys.type(service.getByRole('textbox', { name: s('massage_name_en-gb') }), 'Foot massage');
    await keys.type(service.getByRole('textbox', { name: s('massage_name_zh-hans') }), '足部按摩');
    const treatment = local('Foot massage', '足部按摩');
    await keys.type(service.getByRole('spinbutton', { name: s('massage_minutes', { name: treatment }) }), '45');
    await keys.type(service.getByRole('spinbutton', { name: s('massage_price', { name: treatment }) }), '55');
    await press(massage.getByRole('button', { name: s('massage_addTherapist') }));
    const therapist = massage.getByRole('region').nth(1);
    await keys.type(therapist.getByRole('textbox', { name: s('massage_name_en-gb') }), 'Ana');
    await keys.type(therapist.getByRole('textbox', { name: s('massage_name_zh-hans') }), '安娜');
    // Ana also works Sundays (a box in the days group, ticked with Space).
    await tick(
      massage
        .getByRole('group', { name: s('massage_days', { name: local('Ana', '安娜') }) })
        .getByRole('checkbox', { name: s('day_sun') }),
    );
    await save(massage, 'massage');

    // Passes: a day pass.
    const passes = region('passes_title');
    await tick(passes.getByRole('checkbox', { name: s('passes_on') }));
    await press(passes.getByRole('button', { name: s('pass_add') }));
    await keys.type(passes.getByRole('textbox', { name: s('pass_name_en-gb', { n: 1 }) }), 'Day pass');
    await keys.type(passes.getByRole('textbox', { name: s('pass_name_zh-hans', { n: 1 }) }), '一日通票');
    await keys.type(passes.getByRole('spinbutton', { name: s('pass_days', { n: 1 }) }), '1');
    await keys.type(passes.getByRole('spinbutton', { name: s('pass_capacity', { n: 1 }) }), '50');
    await keys.type(passes.getByRole('spinbutton', { name: s('pass_price', { n: 1 }) }), '20');
    await save(passes, 'passes');

    // Rooms: a room for 10 with a time band from 17:00 at $80 an hour.
    const rooms = region('rooms_title');
    await tick(rooms.getByRole('checkbox', { name: s('rooms_on') }));
    await press(rooms.getByRole('button', { name: s('rooms_add') }));
    const room = rooms.getByRole('region').first();
    await keys.type(room.getByRole('textbox', { name: s('rooms_name_en-gb') }), 'Garden room');
    await keys.type(room.getByRole('textbox', { name: s('rooms_name_zh-hans') }), '花园房');
    const roomName = local('Garden room', '花园房');
    await keys.type(room.getByRole('spinbutton', { name: s('rooms_capacity', { name: roomName }) }), '10');
    await press(room.getByRole('button', { name: s('rooms_band_add', { name: roomName }) }));
    const bands = room.getByRole('listitem');
    const last = (await bands.count()) as number;
    const from = room.getByLabel(s('rooms_band_from', { n: last }));
    await expect(from).toBeFocused();
    await keys.tabTo(from);
    await page.keyboard.type('1700');
    keys.count++;
    await expect(from).toHaveValue('17:00');
    await keys.type(room.getByRole('spinbutton', { name: s('rooms_band_rate', { n: last }) }), '80');
    await save(rooms, 'rooms');

    console.log(`keys per section (${lang}):`, JSON.stringify(steps));
    expect(problems).toEqual([]);
    await discardDraft(request);
  });
}
