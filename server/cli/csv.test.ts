import { describe, expect, test } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('CSV fields (RFC 4180)', () => {
  test.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['line 1\r\nline 2', '"line 1\r\nline 2"'],
    ['Müller & Söhne', 'Müller & Söhne'],
    [' leading space', ' leading space'],
  ])('%j → %j', (value, expected) => expect(csvField(value)).toBe(expected));

  test('numbers, booleans and missing values', () => {
    expect(csvField(13)).toBe('13');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
  });
});

describe('formula injection is defused', () => {
  test.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+34 600 000 000', "'+34 600 000 000"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['=1,2', `"'=1,2"`],
  ])('%j → %j', (value, expected) => expect(csvField(value)).toBe(expected));

  test('a formula character inside a value is left alone', () => {
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('ana@example.com')).toBe('ana@example.com');
  });
});

test('records end with CRLF, the header first', () => {
  expect(
    toCsv(
      ['email', 'message'],
      [
        ['a@b.co', 'Hi, there'],
        ['c@d.co', '=cmd'],
      ],
    ),
  ).toBe('email,message\r\na@b.co,"Hi, there"\r\nc@d.co,\'=cmd\r\n');
  expect(toCsv(['only'], [])).toBe('only\r\n');
});
