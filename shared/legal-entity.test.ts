import { describe, expect, test } from 'vitest';
import { legalEntityFrom, legalEntityWarning, missingLegalVariables } from './legal-entity.ts';

describe('the company the legal pages name', () => {
  test('without configuration: the published name, office and e-mail, and no tax id or registry entry', () => {
    const entity = legalEntityFrom({});
    expect(entity).toMatchObject({
      name: 'Dynamics Value, S.L.',
      tradeName: 'DynamicsValue',
      address: 'C/ Salamanca, 8, 08620 Sant Vicenç dels Horts (Barcelona)',
      email: 'info@dynamicsvalue.com',
    });
    expect(entity.taxId).toBeUndefined();
    expect(entity.registry).toBeUndefined();
    expect(entity.registeredOffice?.postalCode).toBe('08620');
    expect(missingLegalVariables({})).toEqual(['LEGAL_NIF', 'LEGAL_REGISTRY']);
  });

  test('from the LEGAL_ variables, trimmed; a configured address is one line without parts', () => {
    const entity = legalEntityFrom({
      LEGAL_NAME: ' Dynamics Value S.L. ',
      LEGAL_NIF: 'B12345678',
      LEGAL_REGISTRY: 'Registro Mercantil de Barcelona, tomo 1, folio 2, hoja B-3',
      LEGAL_ADDRESS: 'Carrer Major, 1, 08001 Barcelona',
      LEGAL_EMAIL: 'legal@example.com',
    });
    expect(entity).toMatchObject({
      name: 'Dynamics Value S.L.',
      taxId: 'B12345678',
      registry: 'Registro Mercantil de Barcelona, tomo 1, folio 2, hoja B-3',
      address: 'Carrer Major, 1, 08001 Barcelona',
      email: 'legal@example.com',
    });
    expect(entity.registeredOffice).toBeUndefined();
  });

  test('warns, naming what is missing, until the tax id and registry entry are set', () => {
    expect(legalEntityWarning({ LEGAL_REGISTRY: 'Registro Mercantil' })).toMatch(/set LEGAL_NIF \(/);
    expect(legalEntityWarning({ LEGAL_NIF: 'B12345678', LEGAL_REGISTRY: 'Registro Mercantil' })).toBeNull();
  });
});
