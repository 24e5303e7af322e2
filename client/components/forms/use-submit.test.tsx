import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiOutcome } from '#client/lib/api.ts';
import { type SubmitOptions, useSubmit } from './use-submit.ts';

type Send = (values: string) => Promise<ApiOutcome<number>>;

function Form({
  send,
  onSucceeded,
  options,
}: {
  send: Send;
  onSucceeded: () => void;
  options?: SubmitOptions;
}) {
  const { formRef, isSubmitting, submit, serverError, dismissServerError } = useSubmit(
    send,
    onSucceeded,
    options,
  );
  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        event.preventDefault();
        void submit('the values');
      }}
    >
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Submitting...' : 'Send'}
      </button>
      {serverError ? (
        <p role="alert">
          {serverError}
          <button type="button" onClick={dismissServerError}>
            Ok
          </button>
        </p>
      ) : null}
    </form>
  );
}

/** A send whose outcome the test decides when it likes. */
function deferredSend() {
  let settle: (outcome: ApiOutcome<number>) => void = () => {};
  const send = vi.fn<Send>(
    () =>
      new Promise((resolve) => {
        settle = resolve;
      }),
  );
  return { send, settle: (outcome: ApiOutcome<number>) => act(async () => settle(outcome)) };
}

function setUp(options?: SubmitOptions) {
  const { send, settle } = deferredSend();
  const onSucceeded = vi.fn();
  render(<Form send={send} onSucceeded={onSucceeded} options={options} />);
  const press = () => act(async () => fireEvent.submit(screen.getByRole('button', { name: 'Send' })));
  return { send, settle, onSucceeded, press };
}

describe('a form that submits', () => {
  test('is busy while the call runs, then hands the model and the values on', async () => {
    const { send, settle, onSucceeded, press } = setUp();
    await press();
    expect(send).toHaveBeenCalledWith('the values');
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await settle({ kind: 'succeeded', model: 7, list: null });
    expect(onSucceeded).toHaveBeenCalledWith(7, 'the values');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test("shows the server's refusal, with the submit button enabled and focused behind it", async () => {
    const { settle, onSucceeded, press } = setUp();
    await press();
    await settle({ kind: 'refused', message: 'Please, wait 60 seconds' });
    expect(onSucceeded).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Please, wait 60 seconds');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ok' })));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('shows a call that never completed, unless the form shows refusals only', async () => {
    const shown = setUp();
    await shown.press();
    await shown.settle({ kind: 'failed', message: 'An unexpected error occurred' });
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  test('a form that shows refusals only leaves out a call that never completed, but not a refusal', async () => {
    const { settle, press } = setUp({ show: 'refusals' });
    await press();
    await settle({ kind: 'failed', message: 'An unexpected error occurred' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await press();
    await settle({ kind: 'refused', message: 'Too many requests' });
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests');
  });

  test('a form that shows nothing stays quiet either way', async () => {
    const { settle, press } = setUp({ show: 'none' });
    await press();
    await settle({ kind: 'refused', message: 'Too many requests' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
