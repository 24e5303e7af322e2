import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatLongDate } from './dates.ts';
import { formatPercent } from './figures.ts';
import {
  forgetHandedOverFormats,
  formatText,
  recordFormats,
  takeOverFormats,
} from './prerendered-formats.ts';

afterEach(() => forgetHandedOverFormats());

describe('prerendered formats', () => {
  it('records what one render formats, and only that render', async () => {
    formatText('before', () => 'not recorded');
    const { result, formats } = await recordFormats(async () => {
      formatPercent(1.91, 'en-GB');
      formatLongDate('2024-03-05', 'es-ES');
      return 'page';
    });
    formatText('after', () => 'not recorded');
    expect(result).toBe('page');
    expect(formats).toEqual({
      'percent|en-GB|1.91': '191%',
      'long-date|es-ES|2024-03-05': '5 de marzo de 2024',
    });
  });

  it('refuses a second recording while one runs, and records again once it ends (even after a failure)', async () => {
    let release = () => {};
    const first = recordFormats(() => new Promise<void>((resolve) => (release = resolve)));
    await expect(recordFormats(async () => {})).rejects.toThrow(/one page at a time/);
    release();
    await first;
    await expect(recordFormats(() => Promise.reject(new Error('render failed')))).rejects.toThrow(
      'render failed',
    );
    await expect(recordFormats(async () => formatText('k', () => 'v'))).resolves.toMatchObject({
      formats: { k: 'v' },
    });
  });

  it('uses the handed-over text instead of formatting, and formats what the page did not bring', () => {
    takeOverFormats(JSON.stringify({ 'percent|ca-ES|0.33': '33 %' }));
    const format = vi.fn(() => 'formatted here');
    expect(formatText('percent|ca-ES|0.33', format)).toBe('33 %');
    expect(format).not.toHaveBeenCalled();
    expect(formatText('percent|ca-ES|0.5', format)).toBe('formatted here');
    expect(format).toHaveBeenCalledOnce();
  });

  it('ignores a script that is missing, malformed or not an object of strings', () => {
    for (const json of [null, undefined, '', '{', '[1,2]', '"text"', 'null', '{"a":1,"b":{"c":"d"}}']) {
      takeOverFormats(json);
    }
    expect(formatText('a', () => 'own')).toBe('own');
    expect(formatText('b', () => 'own')).toBe('own');
  });

  it('writes a percentage and a date as each culture does, a date in UTC whatever the time zone', () => {
    expect(formatPercent(1.91, 'en-GB')).toBe('191%');
    expect(formatPercent(0.33, 'es-ES')).toBe('33\u00a0%');
    expect(formatLongDate('2024-03-05', 'en-GB')).toBe('5 March 2024');
    expect(formatLongDate('2024-12-31', 'ca-ES')).toBe('31 de desembre del 2024');
  });
});
