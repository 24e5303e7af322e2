import { render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { Culture } from '#shared/cultures.ts';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The block as a build given these LEGAL_* variables would render it (the module reads them once). */
async function renderIdentity(env: Record<string, string>, culture: Culture = 'en-GB') {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  // Fresh modules share one i18n context: the block and the provider are imported together.
  const { LegalIdentity } = await import('./legal-identity.tsx');
  const { WithI18n } = await import('#client/test/i18n.tsx');
  render(
    <WithI18n culture={culture}>
      <LegalIdentity nameKey="privacy.legalNotice.owner.name" emailKey="privacy.legalNotice.owner.email" />
    </WithI18n>,
  );
  return screen.getByRole('list');
}

test('with every LEGAL_ variable set, the legal notice gives all LSSI art. 10 asks for', async () => {
  const list = await renderIdentity({
    LEGAL_NAME: 'Dynamics Value S.L.',
    LEGAL_NIF: 'B12345678',
    LEGAL_REGISTRY: 'Registro Mercantil de Barcelona, tomo 1, folio 2, hoja B-3',
    LEGAL_ADDRESS: 'Carrer Major, 1, 08001 Barcelona',
    LEGAL_EMAIL: 'legal@example.com',
  });
  expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'Owner: Dynamics Value S.L., trading as DynamicsValue',
    'Tax id (NIF): B12345678',
    'Registry entry: Registro Mercantil de Barcelona, tomo 1, folio 2, hoja B-3',
    'Registered office: Carrer Major, 1, 08001 Barcelona, Spain',
    'E-mail: legal@example.com',
  ]);
  expect(screen.getByRole('link', { name: 'legal@example.com' })).toHaveAttribute(
    'href',
    'mailto:legal@example.com',
  );
});

test('without a tax id or registry entry, their lines are left out rather than shown empty', async () => {
  const list = await renderIdentity({ LEGAL_NIF: '', LEGAL_REGISTRY: '' }, 'ca-ES');
  expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'Titular: Dynamics Value, S.L., amb el nom comercial DynamicsValue',
    'Domicili social: C/ Salamanca, 8, 08620 Sant Vicenç dels Horts (Barcelona), Espanya',
    'Correu electrònic: info@dynamicsvalue.com',
  ]);
});
