// gen-calls hoists a contract's refs to other files (a document's own schema, another call's definition)
// into the contract's definitions, named by title: the server compiles each call with its definitions
// alone, and the generated types name one type per titled part.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { hoistExternalRefs } from '../../../scripts/gen-calls.mjs';

type Hoisted = Map<string, { where: string; schema: Record<string, unknown> }>;

function files(docs: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'hoist-'));
  for (const [name, doc] of Object.entries(docs)) writeFileSync(join(dir, name), JSON.stringify(doc));
  return dir;
}

describe('gen-calls hoists refs across files', () => {
  const dir = files({
    'doc.schema.json': {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://example/doc.schema.json',
      title: 'Doc',
      type: 'object',
      properties: {
        part: { title: 'DocPart', type: 'object', properties: { at: { $ref: '#/$defs/when' } } },
      },
      $defs: { when: { title: 'When', type: 'string', maxLength: 5 } },
    },
    'other.schema.json': { title: 'DocPart', type: 'string' },
  });
  const contract = join(dir, 'a.call.json');

  it('a whole document, its titled parts and its own refs become definitions; local refs stay', () => {
    const hoisted: Hoisted = new Map();
    const out = hoistExternalRefs(
      {
        properties: { doc: { $ref: 'doc.schema.json' }, part: { $ref: 'doc.schema.json#/properties/part' } },
        x: { $ref: '#/definitions/own' },
      },
      contract,
      hoisted,
    );
    expect(out).toEqual({
      properties: { doc: { $ref: '#/definitions/Doc' }, part: { $ref: '#/definitions/DocPart' } },
      x: { $ref: '#/definitions/own' },
    });
    expect([...hoisted.keys()].sort()).toEqual(['Doc', 'DocPart', 'When']);
    // One part, one definition: the document refers to the same DocPart the contract does.
    expect(hoisted.get('Doc')!.schema).toEqual({
      title: 'Doc',
      type: 'object',
      properties: { part: { $ref: '#/definitions/DocPart' } },
    });
    expect(hoisted.get('DocPart')!.schema.properties).toEqual({ at: { $ref: '#/definitions/When' } });
  });

  it('a document\'s own property named like a keyword (a theme\'s "$schema") stays a property', () => {
    const d = files({
      'theme.schema.json': {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        title: 'Theme',
        type: 'object',
        additionalProperties: false,
        properties: { $schema: { type: 'string', maxLength: 9 }, id: { type: 'string' } },
      },
    });
    const hoisted: Hoisted = new Map();
    hoistExternalRefs({ $ref: 'theme.schema.json' }, join(d, 'b.call.json'), hoisted);
    expect(hoisted.get('Theme')!.schema).toEqual({
      title: 'Theme',
      type: 'object',
      additionalProperties: false,
      properties: { $schema: { type: 'string', maxLength: 9 }, id: { type: 'string' } },
    });
  });

  it('two different targets under one name are refused', () => {
    expect(() =>
      hoistExternalRefs(
        { a: { $ref: 'doc.schema.json#/properties/part' }, b: { $ref: 'other.schema.json' } },
        contract,
        new Map(),
      ),
    ).toThrow(/would both be named DocPart/);
  });

  it('a ref that names nothing is refused', () => {
    expect(() => hoistExternalRefs({ $ref: 'doc.schema.json#/nowhere' }, contract, new Map())).toThrow(/names nothing/);
  });
});
