import type { FastifyInstance } from 'fastify';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { API } from '#shared/api/endpoints.ts';
import { succeeded } from '#shared/api/reply.ts';
import { ChangeEmailRequestSchema } from '#shared/validation/account.ts';
import { ContactRequestSchema } from '#shared/validation/contact.ts';
import { QuoteRequestSchema } from '#shared/validation/quote.ts';
import { route } from './route.ts';

// The contract checked by the build (docs/architecture.md, API contract): these functions are type-checked by
// `npm run typecheck` and never run. Each `@ts-expect-error` line is a mistake the build must refuse: were it
// accepted, the directive itself would fail the build.

function serverSide(app: FastifyInstance) {
  route(app, API.contactSubmit, ContactRequestSchema, async (_request, _reply, body) => {
    expectTypeOf(body.firstName).toBeString();
    return succeeded();
  });
  // @ts-expect-error a schema whose output is not the endpoint's body
  route(app, API.contactSubmit, QuoteRequestSchema, async () => succeeded());
  // @ts-expect-error a schema that reads the body its output has, but not what the browser sends
  route(app, API.accountChangeEmail, ChangeEmailRequestSchema.required(), async () => succeeded());
  // @ts-expect-error an endpoint with a body registered without its schema
  route(app, API.contactSubmit, async () => succeeded());
  // @ts-expect-error a reply whose model is not the endpoint's
  route(app, API.accountLoggedIn, async () => succeeded({ culture: 'en-GB' }));
}

describe('the API contract on the server', () => {
  test('is checked by the type checker (this file compiles only if every mistake above is refused)', () => {
    expect(serverSide).toBeTypeOf('function');
  });
});
