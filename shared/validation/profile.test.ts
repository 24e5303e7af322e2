import { expect, test } from 'vitest';
import { ProfileSchema } from './profile.ts';

function messages(value: unknown): string[] {
  const result = ProfileSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

test.each([
  [{ firstName: ' Ana ', lastName: 'García', culture: 'es-ES' }, []],
  [
    { firstName: '', lastName: '', culture: '' },
    [
      'firstName: profile.firstNameMandatory',
      'lastName: generic.mandatory?label=labels.lastName',
      'culture: generic.mandatory?label=labels.culture',
    ],
  ],
  [
    { firstName: 'x'.repeat(201), lastName: 'y', culture: 'en-GB' },
    ['firstName: generic.notValid?label=labels.firstName'],
  ],
  [
    { firstName: 'x', lastName: 'y'.repeat(201), culture: 'en-GB' },
    ['lastName: generic.notValid?label=labels.lastName'],
  ],
  [{ firstName: 'x'.repeat(200), lastName: 'y'.repeat(200), culture: 'ca-ES' }, []],
  [{ firstName: 'x', lastName: 'y', culture: 'fr-FR' }, ['culture: generic.notValid?label=labels.culture']],
  [{ firstName: '   ', lastName: 'y', culture: 'en-GB' }, ['firstName: profile.firstNameMandatory']],
])('%j → %j', (value, expected) => expect(messages(value)).toEqual(expected));

test('names are trimmed', () => {
  expect(ProfileSchema.parse({ firstName: ' Ana ', lastName: ' Pi ', culture: 'ca-ES' })).toEqual({
    firstName: 'Ana',
    lastName: 'Pi',
    culture: 'ca-ES',
  });
});
