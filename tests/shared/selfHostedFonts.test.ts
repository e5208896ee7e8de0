// The self-hosted open fonts (issue 32): a theme whose font stacks name none of them adds no
// @font-face and loads no font chunk; a theme naming one gets its rules once (latin and latin-ext
// woff2 from our own origin, font-display swap); the studio's stacks that use them pass the theme's
// font family grammar.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { addFontFaces, familiesIn, SELF_HOSTED_FAMILIES } from '../../src/shared/fonts/selfHostedFonts';
import { fontFaceCss, FONT_FILES } from '../../src/shared/fonts/fontFaces';
import { FONT_STACKS, FONT_STACK_IDS, SELF_HOSTED_STACKS } from '../../src/features/backoffice/studio/fonts';
import { tokenValueProblem } from '../../src/engine/manifest/themeTokens';

const faces = () => [...document.head.querySelectorAll('style[data-font-faces]')].map((s) => s.textContent ?? '');

describe('self-hosted fonts', () => {
  it('names the families a stack uses, and none for system stacks', () => {
    expect(familiesIn([FONT_STACKS.system, FONT_STACKS.serif, undefined])).toEqual([]);
    expect(familiesIn([FONT_STACKS.inter, FONT_STACKS.inter])).toEqual(['Inter Variable']);
    expect(familiesIn([FONT_STACKS.sourceSerif, FONT_STACKS.inter])).toEqual([...SELF_HOSTED_FAMILIES]);
  });

  it('a theme with system fonts adds no @font-face; one naming a font adds its rules once', async () => {
    await addFontFaces([FONT_STACKS.system, FONT_STACKS.mono]);
    expect(faces()).toEqual([]);
    await addFontFaces([FONT_STACKS.inter, FONT_STACKS.system]);
    await addFontFaces([FONT_STACKS.inter]);
    expect(faces()).toHaveLength(1);
    expect(faces()[0]).toContain("font-family:'Inter Variable'");
    expect(faces()[0]).not.toContain('Source Serif');
    await addFontFaces([FONT_STACKS.sourceSerif]);
    expect(faces()).toHaveLength(2);
  });

  it('the rules point at our own woff2 files with swap and a unicode range each', () => {
    for (const family of SELF_HOSTED_FAMILIES) {
      const css = fontFaceCss(family);
      expect(css.match(/@font-face/g)).toHaveLength(2);
      expect(css.match(/font-display:swap/g)).toHaveLength(2);
      expect(css.match(/unicode-range:U\+/g)).toHaveLength(2);
      for (const url of [FONT_FILES[family].latin, FONT_FILES[family].latinExt]) {
        expect(url).toMatch(/\.woff2$/);
        expect(url).not.toMatch(/^(https?:)?\/\//);
        expect(css).toContain(JSON.stringify(url));
      }
    }
  });

  it('every studio stack passes the font family grammar and ends in Chinese fallbacks', () => {
    expect(SELF_HOSTED_STACKS).toEqual(['inter', 'sourceSerif']);
    for (const id of FONT_STACK_IDS) {
      expect(tokenValueProblem('fontFamily', FONT_STACKS[id])).toBeNull();
      if (id !== 'mono') expect(FONT_STACKS[id]).toMatch(/CJK SC/);
    }
  });
});
