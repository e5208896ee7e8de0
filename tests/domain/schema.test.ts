import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020';
import { normaliseLicence, normaliseSettings } from '../../src/domain';

const readSchema = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../schemas/${name}`, import.meta.url), 'utf8'));
const settingsSchema = readSchema('venue-settings.schema.json');
const licenceSchema = readSchema('licence.schema.json');
const server = JSON.parse(readFileSync(new URL('./fixtures/server-config.json', import.meta.url), 'utf8'));
const ajv = new Ajv2020({ allErrors: true, strict: true });
const validateSettings = ajv.compile(settingsSchema);
const validateLicence = ajv.compile(licenceSchema);

type Schema = {
  properties: Record<string, Schema & { description?: string; default?: unknown }>;
  additionalProperties?: boolean;
  required?: string[];
};

/** Every object level: its keys, its description-less properties, its defaults against `value`. */
function compare(schema: Schema, value: Record<string, unknown>, path = ''): void {
  expect(Object.keys(schema.properties).sort(), `keys at ${path || '/'}`).toEqual(Object.keys(value).sort());
  expect(schema.additionalProperties, `additionalProperties at ${path || '/'}`).toBe(false);
  expect([...(schema.required ?? [])].sort()).toEqual(Object.keys(value).sort());
  for (const [k, p] of Object.entries(schema.properties)) {
    expect(typeof p.description === 'string' && p.description.length > 3, `description of ${path}/${k}`).toBe(true);
    expect(p.default, `default of ${path}/${k}`).toEqual(value[k]);
    if (p.properties) compare(p, value[k] as Record<string, unknown>, `${path}/${k}`);
  }
}

describe('schemas/venue-settings.schema.json', () => {
  it('is draft 2020-12 with its $id', () => {
    expect(settingsSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(settingsSchema.$id).toBe('https://venue.app/schemas/venue-settings.schema.json');
  });
  it('normaliseSettings({}) validates', () => {
    expect(validateSettings(normaliseSettings({})), JSON.stringify(validateSettings.errors)).toBe(true);
  });
  it('normaliseSettings(a realistic server config) validates', () => {
    expect(validateSettings(normaliseSettings(server)), JSON.stringify(validateSettings.errors)).toBe(true);
  });
  it('garbage in still gives a valid object', () => {
    const junk = Object.fromEntries(
      Object.keys(settingsSchema.properties).map((k, i) => [k, [null, 'x', -3, {}, [], true, '0'][i % 7]]),
    );
    expect(validateSettings(normaliseSettings(junk)), JSON.stringify(validateSettings.errors)).toBe(true);
  });
  it('the schema property set equals the normalised keys, and its defaults are the fallbacks', () => {
    compare(settingsSchema, normaliseSettings({}) as unknown as Record<string, unknown>);
  });
  it('an unknown key or a wrong type fails', () => {
    expect(validateSettings({ ...normaliseSettings({}), itemPerRow: 3 })).toBe(false);
    expect(validateSettings({ ...normaliseSettings({}), itemsPerRow: '3' })).toBe(false);
  });
});

describe('schemas/licence.schema.json', () => {
  it('is draft 2020-12 with its $id', () => {
    expect(licenceSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(licenceSchema.$id).toBe('https://venue.app/schemas/licence.schema.json');
  });
  it('normalised licences validate', () => {
    for (const raw of [
      {},
      {
        siteId: 7,
        ordLot: 'S1',
        spotId: 'cafe',
        licenses: '00001',
        status: '1',
        smsLogin: 1,
        infoBody: 'a|b',
        url: { shop: 'https://x' },
        liveTime: '3600',
      },
    ]) {
      expect(validateLicence(normaliseLicence(raw)), JSON.stringify(validateLicence.errors)).toBe(true);
    }
  });
  it('the schema property set equals the normalised keys', () => {
    compare(licenceSchema, normaliseLicence({}) as unknown as Record<string, unknown>);
  });
});
