import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { WithI18n } from '#client/test/i18n.tsx';
import { CheckboxField } from './checkbox-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';
import { lazySchema, useValidatedForm } from './use-validated-form.ts';

const Schema = z.object({
  firstName: z.string().trim().min(1, { error: 'contact.firstNameMandatory' }),
  message: z.string().trim().min(1, { error: 'contact.messageMandatory' }),
  plan: z.string(),
  consent: z.literal(true, { error: 'consentMandatory' }),
});
type Values = z.input<typeof Schema>;
const DEFAULTS: Values = { firstName: '', message: '', plan: 'team', consent: false as true };

const FIRST_NAME = 'Please, first name is mandatory';
const MESSAGE = 'Please, message is mandatory';
const CONSENT = 'Please, we need your consent.';

function Form({
  schema,
  onSubmit,
  resetTo,
}: {
  schema: ReturnType<typeof lazySchema<Values>>;
  onSubmit: (values: unknown) => void;
  resetTo?: Values;
}) {
  const form = useValidatedForm<Values>(schema, DEFAULTS);
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <TextField form={form} name="firstName" label="First name" />
      <TextField form={form} name="message" label="Message" rows={3} />
      <SelectField
        form={form}
        name="plan"
        label="Plan"
        options={[
          { value: 'team', label: 'Team' },
          { value: 'business', label: 'Business' },
        ]}
      />
      <CheckboxField form={form} name="consent" label="I agree" />
      <output>{`plan: ${form.watch('plan')}`}</output>
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.reset(resetTo)}>
        Reset
      </button>
      <button type="button" onClick={() => form.setFocus('message')}>
        Focus the message
      </button>
    </form>
  );
}

function setUp(resetTo?: Values) {
  const importSchema = vi.fn(async () => Schema);
  const onSubmit = vi.fn();
  render(
    <WithI18n>
      <Form schema={lazySchema(importSchema)} onSubmit={onSubmit} resetTo={resetTo} />
    </WithI18n>,
  );
  return {
    importSchema,
    onSubmit,
    field: screen.getByLabelText('First name'),
    message: screen.getByLabelText('Message'),
    consent: screen.getByLabelText('I agree'),
    send: () => act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Send' }))),
  };
}

describe('a validated form', () => {
  test('does not load its schema with the page, only once the visitor starts using it', async () => {
    const { importSchema, field } = setUp();
    expect(importSchema).not.toHaveBeenCalled();
    await act(async () => fireEvent.focusIn(field));
    expect(importSchema).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.keyDown(field, { key: 'a' }));
    expect(importSchema).toHaveBeenCalledTimes(1);
  });

  test('focus the page moves itself (to <main>, after a navigation) is not a use: focus in a form is', async () => {
    const { importSchema, field } = setUp();
    const main = document.createElement('main');
    main.tabIndex = -1;
    document.body.append(main);
    await act(async () => main.focus());
    expect(importSchema).not.toHaveBeenCalled();
    await act(async () => field.focus());
    expect(importSchema).toHaveBeenCalledTimes(1);
    main.remove();
  });

  test('a submit before anything else waits for the schema, then shows every message and focuses the first field', async () => {
    const { importSchema, onSubmit, field, send } = setUp();
    await send();
    expect(importSchema).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(FIRST_NAME)).toBeVisible();
    expect(screen.getByText(MESSAGE)).toBeVisible();
    expect(screen.getByText(CONSENT)).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Focused once its message is there, so the field is announced with it.
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByText(FIRST_NAME).id);
  });

  test('focus goes to the first invalid field in the page, not the first one typed in', async () => {
    const { field, message, send } = setUp();
    await act(async () => fireEvent.change(field, { target: { value: 'Marta' } }));
    await send();
    expect(message).toHaveFocus();
  });

  test('nothing is flagged while typing before the first submit', async () => {
    const { field, message } = setUp();
    await act(async () => fireEvent.change(field, { target: { value: 'M' } }));
    await act(async () => fireEvent.change(field, { target: { value: '' } }));
    await act(async () => fireEvent.blur(message));
    expect(screen.queryByText(FIRST_NAME)).toBeNull();
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  test('after the first submit a field revalidates as it changes and when it is left; others keep theirs', async () => {
    const { field, message, send } = setUp();
    await send();
    await act(async () => fireEvent.change(field, { target: { value: 'Marta' } }));
    expect(screen.queryByText(FIRST_NAME)).toBeNull();
    expect(screen.getByText(MESSAGE)).toBeVisible();
    await act(async () => fireEvent.change(field, { target: { value: '  ' } }));
    expect(screen.getByText(FIRST_NAME)).toBeVisible();
    // Typed without a change event reaching the form (autofill): leaving the field checks it again.
    await act(async () => fireEvent.change(message, { target: { value: 'Hello' } }));
    await act(async () => fireEvent.blur(message));
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  test("a valid form sends the schema's output: trimmed text, the select's value, the checkbox's state", async () => {
    const { onSubmit, field, message, consent, send } = setUp();
    await act(async () => fireEvent.change(field, { target: { value: '  Marta ' } }));
    await act(async () => fireEvent.change(message, { target: { value: 'Hello' } }));
    await act(async () => fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'business' } }));
    await act(async () => fireEvent.click(consent));
    expect(screen.getByText('plan: business')).toBeVisible();
    await send();
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Marta',
      message: 'Hello',
      plan: 'business',
      consent: true,
    });
  });

  test('reset shows the values given (or the defaults) and flags nothing until the next submit', async () => {
    const { field, send } = setUp({
      firstName: 'Jordi',
      message: '',
      plan: 'business',
      consent: false as true,
    });
    await send();
    expect(screen.getByText(FIRST_NAME)).toBeVisible();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reset' })));
    expect(field).toHaveValue('Jordi');
    expect(screen.getByText('plan: business')).toBeVisible();
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(field).not.toHaveAttribute('aria-invalid');
    await act(async () => fireEvent.change(field, { target: { value: '' } }));
    expect(screen.queryByText(FIRST_NAME)).toBeNull();
  });

  test('setFocus focuses a field by its name', async () => {
    const { message } = setUp();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Focus the message' })));
    expect(message).toHaveFocus();
  });

  test('a schema that failed to load is loaded again at the next validation', async () => {
    const importSchema = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Schema);
    const schema = lazySchema<Values>(importSchema);
    await expect(schema.load()).rejects.toThrow('offline');
    await expect(schema.load()).resolves.toBeTypeOf('function');
    expect(importSchema).toHaveBeenCalledTimes(2);
  });
});
