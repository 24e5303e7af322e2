import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, ok, polyfillDialogs, refused } from '#client/test/fake-api.ts';
import { renderPage } from '#client/test/render-page.tsx';
import { BillingPage } from './billing-page.tsx';

const SAVE = '/api/billing/address/save';
const COUNTRIES = [
  { alpha3Code: 'DEU', name: 'Germany' },
  { alpha3Code: 'ESP', name: 'Spain' },
  { alpha3Code: 'USA', name: 'United States' },
];

function organisationApi({
  isVerified = true,
  save = ok(null) as ReturnType<typeof ok> | ReturnType<typeof refused>,
} = {}) {
  return fakeApi({
    '/api/account/logged-in': ok('en-GB'),
    '/api/billing/address/get': ok(null),
    '/api/account/is-email-confirmed': ok({ email: 'ana@example.com', isVerified }),
    '/api/countries/all': ok(null, COUNTRIES),
    [SAVE]: ({ body }) => ('succeeded' in save && save.succeeded ? ok(body) : save),
  });
}

async function fillIn(fields: Record<string, string>) {
  await act(async () => {
    for (const [label, value] of Object.entries(fields)) {
      const field = screen.getByLabelText(new RegExp(`^${label}`));
      fireEvent[field.tagName === 'SELECT' ? 'change' : 'input'](field, { target: { value } });
    }
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the organisation (billing) page', () => {
  polyfillDialogs();

  test('says it is the organisation that buys licences; asks the CIF in Spain, the VAT number in the EU', async () => {
    organisationApi();
    renderPage(<BillingPage />, '/account/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisation and billing' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The organisation that buys licences' })).toBeVisible();
    // The browser may fill it in from the visitor's address (WCAG 1.3.5).
    expect(await screen.findByRole('combobox', { name: /Country/ })).toHaveAttribute(
      'autocomplete',
      'country',
    );
    expect(screen.queryByLabelText(/^CIF/)).toBeNull();
    expect(screen.queryByLabelText(/^VAT number/)).toBeNull();
    await fillIn({ Country: 'DEU' });
    expect(screen.getByLabelText(/^VAT number/)).toBeVisible();
    expect(screen.queryByLabelText(/^CIF/)).toBeNull();
    await fillIn({ Country: 'ESP' });
    expect(screen.getByLabelText(/^CIF/)).toBeVisible();
    expect(screen.queryByLabelText(/^VAT number/)).toBeNull();
    await fillIn({ Country: 'USA' });
    expect(screen.queryByLabelText(/^CIF/)).toBeNull();
    expect(screen.queryByLabelText(/^VAT number/)).toBeNull();
  });

  test('checks the VAT number’s format before sending, then saves it normalised by the schema', async () => {
    const api = organisationApi();
    renderPage(<BillingPage />, '/account/billing');
    await screen.findByRole('combobox', { name: /Country/ });
    await fillIn({
      Country: 'DEU',
      'Company name': 'Beispiel GmbH',
      'VAT number': '12345',
      'Address line 1': 'Hauptstraße 1',
      City: 'Berlin',
      'Post code': '10115',
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText(/VAT number is not valid/)).toBeVisible();
    expect(api.callsTo(SAVE)).toHaveLength(0);
    await fillIn({ 'VAT number': 'de 123 456 789' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Your billing address has been saved.')).toBeVisible();
    expect(api.callsTo(SAVE)[0]?.body).toMatchObject({ country: 'DEU', vatNumber: 'DE123456789' });
  });

  test('an unconfirmed account sees why it cannot save yet, and the server’s refusal in the dialog', async () => {
    organisationApi({ isVerified: false, save: refused('Confirm your e-mail address first.') });
    renderPage(<BillingPage />, '/account/billing');
    expect(
      await screen.findByText(
        'Confirm your e-mail address first: the organisation can be saved once it is confirmed.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible();
    await fillIn({
      Country: 'USA',
      'Company name': 'Example Inc.',
      'Address line 1': '1 Main Street',
      City: 'Boston',
      'Post code': '02108',
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Confirm your e-mail address first.')).toBeInTheDocument();
  });
});
