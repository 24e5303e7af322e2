import { describe, expect, expectTypeOf, test } from 'vitest';
import { API } from '#shared/api/endpoints.ts';
import type { ApiClient } from './api.ts';

// The contract checked by the build (docs/architecture.md, API contract): this function is type-checked by
// `npm run typecheck` and never run. Each `@ts-expect-error` line is a mistake the build must refuse: were it
// accepted, the directive itself would fail the build.

async function clientSide(api: ApiClient) {
  await api.call(API.contactSubmit, { email: 'a@b.co', firstName: 'A', message: 'Hi', allowEmails: false });
  // @ts-expect-error a body that is not the endpoint's
  await api.call(API.contactSubmit, { email: 'a@b.co' });
  // @ts-expect-error a write called without its body
  await api.call(API.newsletterSubmit);
  const outcome = await api.call(API.accountTwoFactorStatus);
  if (outcome.kind === 'succeeded') {
    expectTypeOf(outcome.model?.isEnabled).toEqualTypeOf<boolean | undefined>();
    // @ts-expect-error a misread reply: the status has no such field
    void outcome.model?.enabled;
  }
}

describe('the API contract in the browser', () => {
  test('is checked by the type checker (this file compiles only if every mistake above is refused)', () => {
    expect(clientSide).toBeTypeOf('function');
  });
});
