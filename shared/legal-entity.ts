import { PUBLIC_EMAILS } from './app-settings.ts';

/** The registered office in its parts, as published in the FakeXrmEasy EULA (build/structured-data/ reads them). */
const PUBLISHED_OFFICE = {
  street: 'C/ Salamanca, 8',
  postalCode: '08620',
  locality: 'Sant Vicenç dels Horts',
  region: 'Barcelona',
  /** ISO 3166-1 alpha-2: Spain. */
  countryCode: 'ES',
} as const;

/**
 * The identity the legal notice must give (LSSI art. 10) and the privacy policy names as controller (GDPR
 * art. 13), read from LEGAL_* variables. Name, registered office and contact have the values the FakeXrmEasy
 * EULA publishes as defaults; the tax id and the registry entry have none, so until they are set the
 * start-up log and the build name them (legalEntityWarning) and the pages leave those lines out.
 */
export const LEGAL_VARIABLES = {
  /** The company's registered name, exactly as the commercial registry writes it. */
  LEGAL_NAME: 'Dynamics Value, S.L.',
  /** The NIF (tax id). */
  LEGAL_NIF: undefined,
  /** The registry entry: registry, volume, folio, sheet (e.g. "Registro Mercantil de Barcelona, tomo …"). */
  LEGAL_REGISTRY: undefined,
  /** The registered office on one line, without the country (the page adds it in the visitor's language). */
  LEGAL_ADDRESS: `${PUBLISHED_OFFICE.street}, ${PUBLISHED_OFFICE.postalCode} ${PUBLISHED_OFFICE.locality} (${PUBLISHED_OFFICE.region})`,
  /** The address for direct and effective contact, data protection requests included. */
  LEGAL_EMAIL: PUBLIC_EMAILS.info,
} as const satisfies Record<string, string | undefined>;
export type LegalVariable = keyof typeof LEGAL_VARIABLES;

export interface LegalEntity {
  readonly name: string;
  /** The name the site signs with ('© 2015 DynamicsValue' in the footer, the consent texts). */
  readonly tradeName: string;
  readonly taxId?: string;
  readonly registry?: string;
  readonly address: string;
  /** The office in parts while it is the published one; a configured LEGAL_ADDRESS is one line only. */
  readonly registeredOffice?: typeof PUBLISHED_OFFICE;
  readonly email: string;
}

/** process.env, import.meta.env or the server's parsed config: only the LEGAL_* entries are read. */
type Environment = Readonly<Record<string, unknown>>;

function configured(env: Environment, variable: LegalVariable): string | undefined {
  const value = env[variable];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The company from LEGAL_* (process.env on the server and at build, import.meta.env in the pages). */
export function legalEntityFrom(env: Environment): LegalEntity {
  const read = (variable: LegalVariable) => configured(env, variable) ?? LEGAL_VARIABLES[variable];
  const configuredAddress = configured(env, 'LEGAL_ADDRESS');
  return {
    name: read('LEGAL_NAME') ?? LEGAL_VARIABLES.LEGAL_NAME,
    tradeName: 'DynamicsValue',
    taxId: read('LEGAL_NIF'),
    registry: read('LEGAL_REGISTRY'),
    address: configuredAddress ?? LEGAL_VARIABLES.LEGAL_ADDRESS,
    registeredOffice: configuredAddress === undefined ? PUBLISHED_OFFICE : undefined,
    email: read('LEGAL_EMAIL') ?? LEGAL_VARIABLES.LEGAL_EMAIL,
  };
}

/** The LEGAL_* variables that are neither set nor have a published default. */
export function missingLegalVariables(env: Environment): LegalVariable[] {
  return (Object.keys(LEGAL_VARIABLES) as LegalVariable[]).filter(
    (variable) => LEGAL_VARIABLES[variable] === undefined && configured(env, variable) === undefined,
  );
}

/** What the start-up log and the build say while the legal notice lacks what LSSI art. 10 requires; null when complete. */
export function legalEntityWarning(env: Environment): string | null {
  const missing = missingLegalVariables(env);
  if (missing.length === 0) return null;
  return (
    `The legal notice lacks what Spanish law (LSSI art. 10) requires: set ${missing.join(', ')} ` +
    '(see .env.example). The privacy policy, legal notice and terms leave those lines out until then.'
  );
}
