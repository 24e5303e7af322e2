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
  // @ts-expect-error an upload sent as JSON: its body is a file (api.upload)
  await api.call(API.operatorAttachInvoice);
  const file = new File(['%PDF-1.7'], 'invoice.pdf');
  const uploaded = await api.upload(API.operatorAttachInvoice, file, { reference: 'FXE-AB12-CD34' });
  if (uploaded.kind === 'succeeded')
    expectTypeOf(uploaded.model?.invoiceFileName).toEqualTypeOf<string | null | undefined>();
  // @ts-expect-error an upload without what it belongs to
  await api.upload(API.operatorAttachInvoice, file);
  // @ts-expect-error a JSON write through upload
  await api.upload(API.contactSubmit, file);
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
