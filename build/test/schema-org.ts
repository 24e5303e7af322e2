/**
 * A small local copy of the schema.org vocabulary the site's JSON-LD uses (schema.org's own definitions, no
 * network at test time): each type's parent and the properties it adds, with the types each property expects.
 * `schemaOrgErrors` checks a JSON-LD object against it: every @type known, every property one its type or an
 * ancestor has, every value of a type the property expects.
 */
interface TypeDefinition {
  parent?: string;
  properties: Readonly<Record<string, readonly string[]>>;
}

const VOCABULARY: Readonly<Record<string, TypeDefinition>> = {
  Thing: {
    properties: {
      name: ['Text'],
      alternateName: ['Text'],
      description: ['Text'],
      url: ['URL'],
      sameAs: ['URL'],
      image: ['ImageObject', 'URL'],
      mainEntityOfPage: ['CreativeWork', 'URL'],
    },
  },
  Organization: {
    parent: 'Thing',
    properties: {
      legalName: ['Text'],
      logo: ['ImageObject', 'URL'],
      email: ['Text'],
      telephone: ['Text'],
      address: ['PostalAddress', 'Text'],
      contactPoint: ['ContactPoint'],
      brand: ['Brand', 'Organization'],
    },
  },
  Brand: { parent: 'Intangible', properties: { logo: ['ImageObject', 'URL'] } },
  CreativeWork: {
    parent: 'Thing',
    properties: {
      headline: ['Text'],
      inLanguage: ['Language', 'Text'],
      author: ['Organization', 'Person'],
      publisher: ['Organization', 'Person'],
      dateModified: ['Date', 'DateTime'],
      datePublished: ['Date', 'DateTime'],
      offers: ['Demand', 'Offer'],
      isPartOf: ['CreativeWork', 'URL'],
      about: ['Thing'],
    },
  },
  MediaObject: { parent: 'CreativeWork', properties: { contentUrl: ['URL'] } },
  ImageObject: { parent: 'MediaObject', properties: { caption: ['MediaObject', 'Text'] } },
  Article: { parent: 'CreativeWork', properties: { articleBody: ['Text'], articleSection: ['Text'] } },
  TechArticle: { parent: 'Article', properties: { dependencies: ['Text'], proficiencyLevel: ['Text'] } },
  SoftwareApplication: {
    parent: 'CreativeWork',
    properties: {
      applicationCategory: ['Text', 'URL'],
      applicationSubCategory: ['Text', 'URL'],
      operatingSystem: ['Text'],
      softwareVersion: ['Text'],
      downloadUrl: ['URL'],
    },
  },
  Person: { parent: 'Thing', properties: {} },
  Intangible: { parent: 'Thing', properties: {} },
  StructuredValue: { parent: 'Intangible', properties: {} },
  ContactPoint: {
    parent: 'StructuredValue',
    properties: {
      contactType: ['Text'],
      email: ['Text'],
      telephone: ['Text'],
      availableLanguage: ['Language', 'Text'],
    },
  },
  PostalAddress: {
    parent: 'ContactPoint',
    properties: {
      streetAddress: ['Text'],
      postalCode: ['Text'],
      addressLocality: ['Text'],
      addressRegion: ['Text'],
      addressCountry: ['Country', 'Text'],
    },
  },
  QuantitativeValue: {
    parent: 'StructuredValue',
    properties: {
      value: ['Boolean', 'Number', 'StructuredValue', 'Text'],
      minValue: ['Number'],
      maxValue: ['Number'],
      unitCode: ['Text', 'URL'],
      unitText: ['Text'],
    },
  },
  PriceSpecification: {
    parent: 'StructuredValue',
    properties: {
      price: ['Number', 'Text'],
      priceCurrency: ['Text'],
      minPrice: ['Number'],
      maxPrice: ['Number'],
      eligibleQuantity: ['QuantitativeValue'],
      valueAddedTaxIncluded: ['Boolean'],
    },
  },
  UnitPriceSpecification: {
    parent: 'PriceSpecification',
    properties: {
      billingDuration: ['Duration', 'Number', 'QuantitativeValue'],
      billingIncrement: ['Number'],
      referenceQuantity: ['QuantitativeValue'],
      unitCode: ['Text', 'URL'],
      unitText: ['Text'],
      priceType: ['PriceTypeEnumeration', 'Text'],
    },
  },
  Offer: {
    parent: 'Intangible',
    properties: {
      price: ['Number', 'Text'],
      priceCurrency: ['Text'],
      priceSpecification: ['PriceSpecification'],
      eligibleQuantity: ['QuantitativeValue'],
      seller: ['Organization', 'Person'],
      offeredBy: ['Organization', 'Person'],
      category: ['Text', 'Thing', 'URL'],
    },
  },
  Demand: { parent: 'Intangible', properties: {} },
  ItemList: {
    parent: 'Intangible',
    properties: { itemListElement: ['ListItem', 'Text', 'Thing'], numberOfItems: ['Integer'] },
  },
  BreadcrumbList: { parent: 'ItemList', properties: {} },
  ListItem: {
    parent: 'Intangible',
    // schema.org expects a Thing; Google's breadcrumb rules take the page's URL, as the site gives it.
    properties: { position: ['Integer', 'Text'], item: ['Thing', 'URL'] },
  },
};

const DATA_TYPES: Readonly<Record<string, (value: unknown) => boolean>> = {
  Text: (value) => typeof value === 'string' && value.trim() !== '',
  URL: (value) => typeof value === 'string' && isAbsoluteUrl(value),
  Number: (value) => typeof value === 'number' && Number.isFinite(value),
  Integer: (value) => typeof value === 'number' && Number.isInteger(value),
  Boolean: (value) => typeof value === 'boolean',
  Date: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  DateTime: (value) =>
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value)),
  // ISO 8601 durations, as schema.org writes a Duration: P1M, P1Y, PT30M.
  Duration: (value) =>
    typeof value === 'string' &&
    /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?$/.test(value),
};

function isAbsoluteUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export function isSchemaOrgType(type: string): boolean {
  return type in VOCABULARY;
}

function isSubtypeOf(type: string, ancestor: string): boolean {
  for (let current: string | undefined = type; current; current = VOCABULARY[current]?.parent) {
    if (current === ancestor) return true;
  }
  return false;
}

function expectedTypes(type: string, property: string): readonly string[] | undefined {
  for (let current: string | undefined = type; current; current = VOCABULARY[current]?.parent) {
    const expected = VOCABULARY[current]?.properties[property];
    if (expected) return expected;
  }
  return undefined;
}

/** What is wrong with a top-level JSON-LD object, one line per problem (none: it fits the vocabulary). */
export function schemaOrgErrors(json: unknown): string[] {
  const errors: string[] = [];
  if (!isObject(json)) return ['the JSON-LD is not an object'];
  if (json['@context'] !== 'https://schema.org') errors.push('@context is not https://schema.org');
  checkNode(json, '$', errors);
  return errors;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkNode(node: Record<string, unknown>, where: string, errors: string[]) {
  const type = node['@type'];
  if (typeof type !== 'string' || !isSchemaOrgType(type)) {
    errors.push(`${where}: unknown @type ${JSON.stringify(type)}`);
    return;
  }
  for (const [property, value] of Object.entries(node)) {
    if (property === '@type' || (property === '@context' && where === '$')) continue;
    if (property === '@id') {
      if (typeof value !== 'string' || !isAbsoluteUrl(value))
        errors.push(`${where}.@id: not an absolute URL`);
      continue;
    }
    const expected = expectedTypes(type, property);
    if (!expected) {
      errors.push(`${where}: ${type} has no property ${property}`);
      continue;
    }
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) errors.push(`${where}.${property}: an empty list`);
    values.forEach((item, index) => {
      const path = Array.isArray(value) ? `${where}.${property}[${index}]` : `${where}.${property}`;
      checkValue(item, expected, path, errors);
    });
  }
}

function checkValue(value: unknown, expected: readonly string[], where: string, errors: string[]) {
  if (isObject(value)) {
    const type = value['@type'];
    if (typeof type === 'string' && isSchemaOrgType(type) && !expected.some((e) => isSubtypeOf(type, e))) {
      errors.push(`${where}: a ${type} where ${expected.join(' or ')} is expected`);
      return;
    }
    checkNode(value, where, errors);
    return;
  }
  const accepts = expected.filter((e) => e in DATA_TYPES).some((e) => DATA_TYPES[e]?.(value));
  if (!accepts) errors.push(`${where}: ${JSON.stringify(value)} is not a ${expected.join(' or ')}`);
}
