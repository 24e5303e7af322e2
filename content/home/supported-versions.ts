/**
 * What each FakeXrmEasy package of the current versions is for (docs/product.md, Layout and pages: Home): the
 * Dynamics SDK its id names and the target frameworks of its 2.x and 3.x builds, as the library's project files
 * and changelogs give them. 3.x has no package for CRM 2011.
 */
export interface SupportedVersion {
  /** The NuGet package id. */
  packageId: string;
  /** The Dynamics 365 / Dataverse or Dynamics CRM version, and its SDK's version. */
  dynamics: string;
  sdk: string;
  /** Target frameworks of the 2.x package (.NET Framework: plugins, workflow activities, custom APIs). */
  frameworks2x: readonly string[];
  /** Target frameworks of the 3.x package (.NET, with the Dataverse ServiceClient); empty when there is none. */
  frameworks3x: readonly string[];
}

export const SUPPORTED_VERSIONS: readonly SupportedVersion[] = [
  {
    packageId: 'FakeXrmEasy.v9',
    dynamics: 'Dynamics 365 / Dataverse',
    sdk: '9.x',
    frameworks2x: ['net462', 'net48'],
    frameworks3x: ['net8.0'],
  },
  {
    packageId: 'FakeXrmEasy.v365',
    dynamics: 'Dynamics 365',
    sdk: '8.2',
    frameworks2x: ['net452', 'net462'],
    frameworks3x: ['net8.0'],
  },
  {
    packageId: 'FakeXrmEasy.v2016',
    dynamics: 'Dynamics CRM 2016',
    sdk: '8.0–8.1',
    frameworks2x: ['net452'],
    frameworks3x: ['net8.0'],
  },
  {
    packageId: 'FakeXrmEasy.v2015',
    dynamics: 'Dynamics CRM 2015',
    sdk: '7.x',
    frameworks2x: ['net452'],
    frameworks3x: ['net8.0'],
  },
  {
    packageId: 'FakeXrmEasy.v2013',
    dynamics: 'Dynamics CRM 2013',
    sdk: '6.x',
    frameworks2x: ['net452'],
    frameworks3x: ['net8.0'],
  },
  {
    packageId: 'FakeXrmEasy.v2011',
    dynamics: 'Dynamics CRM 2011',
    sdk: '5.0.18',
    frameworks2x: ['net452'],
    frameworks3x: [],
  },
];
