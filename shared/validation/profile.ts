import { z } from 'zod';
import { isCulture, type SUPPORTED_CULTURES } from '#shared/cultures.ts';
import { allowedCharacters, TEXT_MAX_LENGTH } from './fields.ts';
import { validationMessage as m } from './messages.ts';

/** The profile (firstName, lastName, culture), as the profile card and update-profile take it. */
export const ProfileSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, { error: m('profile.firstNameMandatory'), abort: true })
    .check(allowedCharacters('firstName'))
    .max(TEXT_MAX_LENGTH, { error: m('generic.notValid', 'labels.firstName') }),
  lastName: z
    .string()
    .trim()
    .min(1, { error: m('generic.mandatory', 'labels.lastName'), abort: true })
    .check(allowedCharacters('lastName'))
    .max(TEXT_MAX_LENGTH, { error: m('generic.notValid', 'labels.lastName') }),
  culture: z
    .string()
    .min(1, { error: m('generic.mandatory', 'labels.culture'), abort: true })
    .refine(isCulture, { error: m('generic.notValid', 'labels.culture') })
    .transform((value) => value as (typeof SUPPORTED_CULTURES)[number]),
});
export type Profile = z.output<typeof ProfileSchema>;
export type ProfileForm = z.input<typeof ProfileSchema>;
