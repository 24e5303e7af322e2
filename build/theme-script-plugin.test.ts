import { describe, expect, it } from 'vitest';
import { THEME_SCRIPT } from '#shared/theme.ts';
import { withThemeScript } from './theme-script-plugin.ts';

describe('withThemeScript', () => {
  it('puts the theme script, byte for byte, where the shell marks it', () => {
    const html = withThemeScript('<head><meta charset="utf-8"><!--theme-script--></head>');
    expect(html).toBe(`<head><meta charset="utf-8"><script>${THEME_SCRIPT}</script></head>`);
  });

  it('fails the build when the shell has no place for it', () => {
    expect(() => withThemeScript('<head></head>')).toThrow(/theme-script/);
  });
});
