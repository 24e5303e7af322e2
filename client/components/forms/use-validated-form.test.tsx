import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { z } from 'zod';
import { WithI18n } from '#client/test/i18n.tsx';
import { TextField } from './text-field.tsx';
import { lazySchema, useValidatedForm } from './use-validated-form.ts';

const Schema = z.object({
  firstName: z.string().trim().min(1, { error: 'contact.firstNameMandatory' }),
});
type Values = z.input<typeof Schema>;

function Form({ schema, onSubmit }: { schema: ReturnType<typeof lazySchema<Values>>; onSubmit: () => void }) {
  const form = useValidatedForm<Values>(schema, { firstName: '' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <TextField form={form} name="firstName" label="First name" />
      <button type="submit">Send</button>
    </form>
  );
}

function setUp() {
  const importSchema = vi.fn(async () => Schema);
  const onSubmit = vi.fn();
  render(
    <WithI18n>
      <Form schema={lazySchema(importSchema)} onSubmit={onSubmit} />
    </WithI18n>,
  );
  return { importSchema, onSubmit, field: screen.getByLabelText('First name') };
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

  test('a submit before anything else waits for the schema, then shows the message and focuses the field', async () => {
    const { importSchema, onSubmit, field } = setUp();
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Send' })));
    expect(importSchema).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText('Please, first name is mandatory')).toBeVisible();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  test('after the first submit the field revalidates as it changes; a valid form is sent', async () => {
    const { onSubmit, field } = setUp();
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByText('Please, first name is mandatory')).toBeVisible();
    await act(async () => fireEvent.input(field, { target: { value: 'Marta' } }));
    expect(screen.queryByText('Please, first name is mandatory')).toBeNull();
    await act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Send' })));
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Marta' }, expect.anything());
  });

  test('a schema that failed to load is loaded again at the next validation', async () => {
    const importSchema = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Schema);
    const schema = lazySchema<Values>(importSchema);
    await expect(schema.load()).rejects.toThrow('offline');
    await expect(schema.load()).resolves.toBeTypeOf('function');
    expect(importSchema).toHaveBeenCalledTimes(2);
  });
});
