// Issue 27 finding 13: theme token values other than colours were not checked (fonts, shadows, radii and
// new token groups took url(...), "</style>", braces). Every token is now checked by its group's kind
// (src/engine/manifest/themeTokens.ts) inside checkTheme, which the server's save path runs whatever the
// client sent: each bad value is refused with its JSON Pointer, nothing is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import shipped from '../../themes/default.json';
import night from '../../themes/night.json';
import { tokenValueProblem, kindOfGroup } from '../../src/engine/manifest/themeTokens';
import { login, post, startServer, type TestServer } from './helpers';

describe('token values by kind', () => {
  it('the shipped themes pass', () => {
    for (const t of [shipped, night])
      for (const [group, values] of Object.entries(t.tokens))
        for (const [name, v] of Object.entries(values))
          expect([group, name, tokenValueProblem(kindOfGroup(group), v)]).toEqual([group, name, null]);
  });
  it.each([
    ['font', 'Inter; } body { background: url(https://evil.example/x.png)'],
    ['font', 'Inter</style><script>alert(1)</script>'],
    ['font', 'x'.repeat(301)],
    ['shadow', '0 1px 2px url(https://evil.example/x)'],
    ['shadow', '0 1px 2px rgba(0,0,0,.1); color: red'],
    ['shadow', '0 1px 2px red}'],
    ['radius', 'calc(1px + 1px)'],
    ['radius', 1e9],
    ['radius', '4px;x'],
    ['space', -4],
    ['fontSize', '12vw'],
    ['fontWeight', 'expression(alert(1))'],
    ['fontWeight', 50],
    ['glow', 'url(javascript:alert(1))'],
    ['glow', '{}'],
  ])('refuses %s = %j', (group, v) => expect(tokenValueProblem(kindOfGroup(group), v)).not.toBeNull());
  it.each([
    ['shadow', '0 4px 12px rgba(0, 0, 0, 0.16), inset 0 0 0 1px #0000001F'],
    ['shadow', 'none'],
    ['radius', '0.5rem'],
    ['font', "'PingFang SC', 微软雅黑, sans-serif"],
    ['fontWeight', 600],
    ['glow', '#FFAA00'],
    ['glow', 12],
  ])('takes %s = %j', (group, v) => expect(tokenValueProblem(kindOfGroup(group), v)).toBeNull());
});

describe('the theme save path', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startServer();
    admin = (await login(s, { userName: 'admin@example.com', password: 'Admin1234!' }, { shop: 'demo-store' })).token;
  }, 120_000);
  afterAll(async () => s?.close());

  it('refuses a theme whose font, shadow, radius and new group carry CSS, each with its pointer; nothing is saved', async () => {
    const theme = {
      ...shipped,
      id: 'sneaky',
      name: { 'en-gb': 'Sneaky', 'zh-hans': '偷偷' },
      tokens: {
        ...shipped.tokens,
        font: { ...shipped.tokens.font, body: 'Inter</style><script>alert(1)</script>' },
        shadow: { ...shipped.tokens.shadow, md: '0 0 1px url(https://evil.example/beacon)' },
        radius: { ...shipped.tokens.radius, lg: '4px} body{display:none' },
        glow: { soft: 'url(https://evil.example/x)' },
      },
    };
    const r = await post(s, '/pro/theme/venue/save', { shop: 'demo-store', theme }, { token: admin, format: 'plain' });
    expect(r.status).toBe(422);
    const problems = r.body.result.problems as { path: string; code: string }[];
    expect(problems.map((p) => p.path).sort()).toEqual([
      '/tokens/font/body',
      '/tokens/glow/soft',
      '/tokens/radius/lg',
      '/tokens/shadow/md',
    ]);
    expect(problems.every((p) => p.code === 'theme.token-invalid')).toBe(true);
    expect(await s.db.query(`SELECT 1 FROM venue_themes WHERE theme_id = 'sneaky'`)).toEqual([]);
  });

  it('takes the same theme with plain values', async () => {
    const theme = {
      ...shipped,
      id: 'plain',
      name: { 'en-gb': 'Plain', 'zh-hans': '朴素' },
      tokens: { ...shipped.tokens, glow: { soft: '#FFAA0080' } },
    };
    const r = await post(s, '/pro/theme/venue/save', { shop: 'demo-store', theme }, { token: admin, format: 'plain' });
    expect(r.status).toBe(200);
  });
});
