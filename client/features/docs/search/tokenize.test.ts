import { describe, expect, test } from 'vitest';
import { processTerm, tokenize, wordsOf } from './tokenize.ts';

describe('tokenize', () => {
  test.each([
    ['retrieve multiple', ['retrieve', 'multiple']],
    ['service.RetrieveMultiple(query).Entities;', ['service', 'RetrieveMultiple', 'query', 'Entities']],
    ['IEnumerable<Entity>', ['IEnumerable', 'Entity']],
    ['a\ttab, and N:N', ['a', 'tab', 'and', 'N', 'N']],
    ['  ', []],
  ])('%j → %j', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});

describe('wordsOf', () => {
  test.each([
    ['RetrieveMultiple', ['retrieve', 'multiple']],
    ['retrievemultiple', ['retrievemultiple']],
    ['XrmFakedContext', ['xrm', 'faked', 'context']],
    ['IOrganizationService', ['i', 'organization', 'service']],
    ['FetchXmlToQueryExpressionRequest', ['fetch', 'xml', 'to', 'query', 'expression', 'request']],
    ['XMLReader', ['xml', 'reader']],
    ['EntityID', ['entity', 'id']],
    ['CS0618', ['cs', '0618']],
    ['net462', ['net', '462']],
    ['Instalación', ['instalación']],
  ])('%s → %j', (term, words) => {
    expect(wordsOf(term)).toEqual(words);
  });
});

describe('processTerm', () => {
  test('an identifier is indexed whole and as its words', () => {
    expect(processTerm('RetrieveMultiple')).toEqual(['retrievemultiple', 'retrieve', 'multiple']);
    expect(processTerm('XrmFakedContext')).toEqual(['xrmfakedcontext', 'xrm', 'faked', 'context']);
  });

  test('a word is indexed once, lower-cased', () => {
    expect(processTerm('Tracing')).toEqual(['tracing']);
    expect(processTerm('retrievemultiple')).toEqual(['retrievemultiple']);
  });

  test('a word repeated inside an identifier is indexed once', () => {
    expect(processTerm('EntityEntity')).toEqual(['entityentity', 'entity']);
  });
});
