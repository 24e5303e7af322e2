import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { AppStateProvider } from '#client/lib/app-state.tsx';
import { MemoryLocation } from '#client/lib/navigation.tsx';
import { WithI18n } from '#client/test/i18n.tsx';
import { CULTURE_BASENAMES, localisePath } from '#shared/culture-paths.ts';
import type { Culture } from '#shared/cultures.ts';
import { ContactPage } from './contact-page.tsx';

function renderPage(culture: Culture = 'en-GB') {
  render(
    <WithI18n culture={culture}>
      {/* The URL decides the culture: the page is opened at its address in that culture. */}
      <MemoryLocation url={localisePath('/contact', culture)} basenames={CULTURE_BASENAMES}>
        <AppStateProvider>
          <ContactPage />
        </AppStateProvider>
      </MemoryLocation>
    </WithI18n>,
  );
}

async function fillIn(fields: { firstName: string; email: string; message: string }) {
  await act(async () => {
    fireEvent.input(screen.getByRole('textbox', { name: /First name|Nombre/ }), {
      target: { value: fields.firstName },
    });
    fireEvent.input(screen.getByRole('textbox', { name: /E-mail|Correo/ }), {
      target: { value: fields.email },
    });
    fireEvent.input(screen.getByRole('textbox', { name: /Message|Mensaje/ }), {
      target: { value: fields.message },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /DynamicsValue/ }));
  });
}

// The form checks with the shared schema (docs/product.md, Forms): the server's ceiling and character rule show
// beside the field before anything is sent.
describe('the contact form', () => {
  const fetchSpy = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchSpy.mockReset();
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => vi.unstubAllGlobals());

  // The English words are the specification's; Spanish and Catalan write the range "de 9:00 a 18:30".
  test.each<[Culture, string]>([
    ['en-GB', 'Business hours: 9:00-18:30 CET, Mon-Fri.'],
    ['es-ES', 'Horario de atención: de 9:00 a 18:30 CET, de lunes a viernes.'],
    ['ca-ES', 'Horari d’atenció: de 9:00 a 18:30 CET, de dilluns a divendres.'],
  ])('gives the business hours in %s', (culture, hours) => {
    renderPage(culture);
    expect(screen.getByText(hours)).toBeVisible();
  });

  test('says so when the message is over 10,000 characters, and sends nothing', async () => {
    renderPage();
    await fillIn({ firstName: 'Ana', email: 'ana@example.com', message: 'x'.repeat(10_001) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send message' })));
    expect(await screen.findByText("Please, message can't be longer than 10,000 characters.")).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('refuses a control character in the first name, in the visitor’s language', async () => {
    renderPage('es-ES');
    await fillIn({ firstName: 'Ana\u0000', email: 'ana@example.com', message: 'Hola' });
    await act(async () =>
      fireEvent.submit(screen.getByRole('textbox', { name: /Mensaje/ }).closest('form') as HTMLFormElement),
    );
    expect(await screen.findByText('El campo «Nombre» contiene caracteres no permitidos.')).toBeVisible();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
