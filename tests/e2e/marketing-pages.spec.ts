import { localisePath } from '#shared/culture-paths.ts';
import { PATHS } from '#shared/paths.ts';
import { chooseCulture, expect, expectNoA11yViolations, test, waitForHydration } from './support/fixtures.ts';

const CULTURES = [
  {
    name: 'English',
    lang: 'en-GB',
    headings: {
      '/': 'Unit test your Dynamics 365 code in memory, in seconds',
      '/home': 'Unit test your Dynamics 365 code in memory, in seconds',
      '/customer-stories': 'Customer stories',
      '/pricing': 'Pricing',
      '/cookies-policy': 'Cookie Policy',
      '/privacy-policy': 'Privacy Policy and Legal Notice',
      '/terms': 'Terms of Service',
    },
  },
  {
    name: 'Castellano',
    lang: 'es-ES',
    headings: {
      '/': 'Prueba tu código de Dynamics 365 en memoria, en segundos',
      '/home': 'Prueba tu código de Dynamics 365 en memoria, en segundos',
      '/customer-stories': 'Casos de éxito',
      '/pricing': 'Precios',
      '/cookies-policy': 'Política de cookies',
      '/privacy-policy': 'Política de privacidad y aviso legal',
      '/terms': 'Condiciones del servicio',
    },
  },
  {
    name: 'Català',
    lang: 'ca-ES',
    headings: {
      '/': 'Proveu el vostre codi de Dynamics 365 en memòria, en segons',
      '/home': 'Proveu el vostre codi de Dynamics 365 en memòria, en segons',
      '/customer-stories': 'Casos d’èxit',
      '/pricing': 'Preus',
      '/cookies-policy': 'Política de galetes',
      '/privacy-policy': 'Política de privadesa i avís legal',
      '/terms': 'Condicions del servei',
    },
  },
] as const;

for (const culture of CULTURES) {
  for (const [path, heading] of Object.entries(culture.headings)) {
    test(`${path} renders in ${culture.name} with its title and description, and axe finds no violations`, async ({
      page,
    }) => {
      test.slow();
      await page.goto('/training');
      await waitForHydration(page);
      await chooseCulture(page, culture.name);
      await expect(page.locator('html')).toHaveAttribute('lang', culture.lang);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', culture.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/\| FakeXrmEasy$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expectNoA11yViolations(page);
    });
  }
}

test('axe finds no violations on the whole home page, every animated section shown, in every culture', async ({
  page,
}) => {
  test.slow();
  // Under reduced motion nothing waits hidden below the fold, so axe checks every section as it is read.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const culture of CULTURES) {
    await page.goto('/training');
    await waitForHydration(page);
    await chooseCulture(page, culture.name);
    await expect(page.locator('html')).toHaveAttribute('lang', culture.lang);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', culture.lang);
    await expect(page.locator('.reveal-armed')).toHaveCount(0);
    await expectNoA11yViolations(page);
  }
});

test('the home page has the sections of the spec, in order, and no footer', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  await expect(page.locator('main h2')).toHaveText([
    'FakeXrmEasy today: 2.x and 3.x',
    'The research study',
    'Why FakeXrmEasy?',
    'What development teams say',
    'What is FakeXrmEasy?',
    'Customer stories',
    'From the community',
  ]);
  await expect(page.getByRole('link', { name: 'Get started', exact: true })).toHaveAttribute(
    'href',
    '/get-started/overview',
  );
  await expect(page.getByRole('link', { name: 'Get the white paper' })).toHaveAttribute(
    'href',
    '/white-paper',
  );
  await expect(page.getByText('191% efficiency gain from fewer escaped defects')).toBeVisible();
  await expect(page.getByText('33% gain from other time savings')).toBeVisible();
  await expect(page.locator('.gauge svg')).toHaveCount(2);
  for (const reason of [
    'Quality',
    'Confidence',
    'Efficiency',
    'Added value',
    'From Visual Studio',
    'Without being an expert',
    'Super fast',
    'Enjoy',
  ]) {
    await expect(page.getByRole('heading', { level: 4, name: reason, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Backed by 4000+ tests')).toBeVisible();
  for (const target of ['Azure Functions', 'Plugins', 'Code Activities', 'Other']) {
    await expect(page.getByRole('heading', { level: 4, name: target, exact: true })).toBeVisible();
  }
  const stories = page.getByRole('region', { name: 'Customer stories' });
  await expect(stories.locator('blockquote')).toHaveCount(3);
  await expect(stories.locator('figcaption')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'From the community' }).getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the research study’s claims link to the page of the study that says how they were calculated', async ({
  page,
  request,
}) => {
  await page.goto('/home');
  const link = page.getByRole('link', { name: /How the figures were calculated/ });
  await expect(link).toHaveAttribute('href', '/files/fakexrmeasy-research-study-methodology.pdf');
  await expect(link).toHaveAttribute('target', '_blank');
  const pdf = await request.get('/files/fakexrmeasy-research-study-methodology.pdf');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('invented marketing content says it is a sample, beside each item', async ({ page }) => {
  await page.goto('/home');
  await waitForHydration(page);
  // content/marketing/ ships every item marked "sample" (a verified one shows nothing: sample-note.test.tsx).
  const stories = page.getByRole('region', { name: 'Customer stories' });
  await expect(stories.locator('figcaption').filter({ hasText: 'Sample quote' })).toHaveCount(3);
  const posts = page.getByRole('region', { name: 'From the community' }).getByRole('article');
  await expect(posts.filter({ hasText: 'Sample post' })).toHaveCount(4);
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await expect(carousel.locator('figcaption').filter({ hasText: 'Sample quote' })).toHaveCount(4);
  await page.goto('/es/customer-stories');
  await expect(page.getByRole('article').filter({ hasText: 'Caso ficticio' })).toHaveCount(3);
});

// The product below the hero (docs/product.md, Layout and pages: Home): the current versions, 2.x and 3.x, with
// their install lines and a first test on the middleware API, the same English code in every culture,
// highlighted while the site was built, so the prerendered page already holds Prism's token spans.
for (const [culture, title, proof, versions] of [
  [
    'en-GB',
    'FakeXrmEasy today: 2.x and 3.x',
    'More than 1,400,000 downloads of version 1',
    'Supported versions',
  ],
  [
    'es-ES',
    'FakeXrmEasy hoy: 2.x y 3.x',
    'Más de 1.400.000 descargas de la versión 1',
    'Versiones compatibles',
  ],
  [
    'ca-ES',
    'FakeXrmEasy avui: 2.x i 3.x',
    'Més de 1.400.000 baixades de la versió 1',
    'Versions compatibles',
  ],
] as const) {
  test(`the home page in ${culture} shows the current install lines and a middleware test, prerendered`, async ({
    page,
    request,
  }) => {
    const url = localisePath(PATHS.root, culture);
    const html = await (await request.get(url)).text();
    expect(html).toContain('MiddlewareBuilder');
    expect(html).toMatch(/<span class="token[^"]*">ExecutePluginWithTarget<\/span>/);
    // The 1.x install line and API have left the home page.
    expect(html).not.toContain('Install-Package');
    expect(html).not.toContain('1.58.1');
    expect(html).not.toContain('XrmFakedContext()');

    await page.goto(url);
    const section = page.getByRole('region', { name: title });
    await expect(section).toBeVisible();
    await expect(section.locator('pre code.language-powershell')).toHaveText([
      'dotnet add package FakeXrmEasy.v9 --version 3.9.1',
      'dotnet add package FakeXrmEasy.v9 --version 2.9.1',
    ]);
    await expect(section.getByText(/\.NET 8/).first()).toBeVisible();
    await expect(section.getByText(/\.NET Framework.*\(net462 (or|o) net48\)/)).toBeVisible();
    const test = section.locator('pre code.language-csharp');
    await expect(test).toContainText('MiddlewareBuilder.New()');
    await expect(test).toContainText('.SetLicense(FakeXrmEasyLicense.Commercial)');
    await expect(test).toContainText('_context.ExecutePluginWithTarget<FollowUpTaskPlugin>(contact);');
    expect(await test.locator('.token').count()).toBeGreaterThan(20);
    // Highlighted means coloured: a keyword is not the colour of plain text.
    const colours = await test.evaluate((code) => {
      const keyword = code.querySelector('.token.keyword') as Element;
      return [getComputedStyle(keyword).color, getComputedStyle(code).color];
    });
    expect(colours[0]).not.toBe(colours[1]);

    // The supported versions: a package per Dynamics version, with the frameworks of its 2.x and 3.x builds.
    const table = section.getByRole('table', { name: versions });
    await expect(table.getByRole('row')).toHaveCount(7);
    await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      'Dynamics 365 / Dataverse (9.x)',
      'net462, net48',
      'net8.0',
    ]);
    await expect(table.getByRole('rowheader')).toHaveText([
      'FakeXrmEasy.v9',
      'FakeXrmEasy.v365',
      'FakeXrmEasy.v2016',
      'FakeXrmEasy.v2015',
      'FakeXrmEasy.v2013',
      'FakeXrmEasy.v2011',
    ]);

    // Proof: the repositories and packages, and the one figure the content file has, with its source and date.
    await expect(section.getByRole('link', { name: /^DynamicsValue\/fake-xrm-easy/ })).toHaveAttribute(
      'href',
      'https://github.com/DynamicsValue/fake-xrm-easy',
    );
    await expect(section.getByRole('link', { name: /^FakeXrmEasy\.v9/ })).toHaveAttribute(
      'href',
      'https://www.nuget.org/packages/FakeXrmEasy.v9',
    );
    await expect(section.getByText(proof)).toBeVisible();
    await expect(section.getByRole('link', { name: /^FakeXrmEasy README/ })).toHaveAttribute(
      'href',
      'https://github.com/DynamicsValue/fake-xrm-easy/blob/main/README.md',
    );
    await expect(section.locator('time')).toHaveAttribute('datetime', '2021-10-16');
    // No star count or download total was found with a source: none is shown.
    await expect(
      section.getByText(/stars|estrellas|estrelles|downloads on NuGet|descargas en NuGet|baixades a NuGet/),
    ).toHaveCount(0);

    await waitForHydration(page);
    await expect(section.locator('pre .token').first()).toBeAttached();
  });
}

test('reached from another page, the home page shows the product in its culture, and its link keeps the culture', async ({
  page,
}) => {
  await page.goto('/es/pricing');
  await waitForHydration(page);
  await page.locator('a.navbar-brand').click();
  await expect(page).toHaveURL(/\/es$/);
  const section = page.getByRole('region', { name: 'FakeXrmEasy hoy: 2.x y 3.x' });
  await expect(section.locator('pre code.language-csharp .token').first()).toBeAttached();
  await expect(section.getByRole('link', { name: /Leer la documentación/ })).toHaveAttribute(
    'href',
    'https://dynamicsvalue.github.io/fake-xrm-easy-docs/',
  );
  await section.getByRole('link', { name: 'Qué licencia necesita tu proyecto' }).click();
  await expect(page).toHaveURL(/\/es\/licensing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Licencias');
});

// "Get started" leads to the 1.x guide: its first lines say so and offer the current documentation first.
test('Get started says its pages are the archived 1.x guide, and offers the current documentation first', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Get started', exact: true }).first().click();
  await expect(page).toHaveURL(/\/get-started\/overview$/);
  await expect(page.locator('.docs-deprecation')).toContainText('FakeXrmEasy 1.x, which is deprecated');
  const first = page.locator('.docs-article p').first();
  await expect(first).toContainText('This is the archived guide to FakeXrmEasy 1.x.');
  await expect(first.getByRole('link', { name: 'current documentation' })).toHaveAttribute(
    'href',
    'https://dynamicsvalue.github.io/fake-xrm-easy-docs',
  );
});

// The home page has no footer, yet the legal pages are one click away from it (docs/product.md, Layout and pages).
for (const [culture, label, links] of [
  ['en-GB', 'Legal information', ['Privacy policy and legal notice', 'Cookie Policy', 'Terms of Service']],
  [
    'es-ES',
    'Información legal',
    ['Política de privacidad y aviso legal', 'Política de cookies', 'Condiciones del servicio'],
  ],
  [
    'ca-ES',
    'Informació legal',
    ['Política de privadesa i avís legal', 'Política de galetes', 'Condicions del servei'],
  ],
] as const) {
  test(`the home page in ${culture} links to the legal pages from its last section, without a footer`, async ({
    page,
  }) => {
    await page.goto(localisePath(PATHS.root, culture));
    await waitForHydration(page);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const legal = page.locator('.home-section').last().getByRole('navigation', { name: label });
    await expect(legal.getByRole('link')).toHaveText([...links]);
    const hrefs = await legal.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      [PATHS.privacyPolicy, PATHS.cookiesPolicy, PATHS.terms].map((path) => localisePath(path, culture)),
    );
    await legal.getByRole('link', { name: links[0] }).click();
    await expect(page).toHaveURL(new RegExp(`${localisePath(PATHS.privacyPolicy, culture)}$`));
  });
}

test('the figures follow the interface culture', async ({ page }) => {
  await page.goto('/training');
  await waitForHydration(page);
  await chooseCulture(page, 'Castellano');
  // The choice is remembered once the catalogues have loaded and <html lang> has changed.
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('.gauge-figure')).toHaveText(['191\u00a0%', '33\u00a0%']);
});

test('the community posts are static: the home page loads no third-party script or frame', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const { origin } = new URL(page.url());
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('the testimonials rotate every 5 seconds, pause on hover and with the button', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  const shown = carousel.getByRole('group', { name: /of 4$/ });
  await expect(shown).toHaveAccessibleName('1 of 4');
  await page.clock.runFor(5000);
  await expect(shown).toHaveAccessibleName('2 of 4');

  await carousel.hover();
  await page.clock.runFor(15_000);
  await expect(shown).toHaveAccessibleName('2 of 4');
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(shown).toHaveAccessibleName('3 of 4');

  await carousel.getByRole('button', { name: 'Pause testimonials' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(15_000);
  await expect(shown).toHaveAccessibleName('3 of 4');
  await carousel.getByRole('button', { name: 'Play testimonials' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(5000);
  await expect(shown).toHaveAccessibleName('4 of 4');
});

test('the testimonials stay still under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  await waitForHydration(page);
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await page.clock.runFor(20_000);
  await expect(carousel.getByRole('group', { name: /of 4$/ })).toHaveAccessibleName('1 of 4');
  await expect(carousel.getByRole('button', { name: 'Pause testimonials' })).toHaveCount(0);
});

test('scrolling and resizing toggle the in-view marker on the animated elements', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto('/');
  await waitForHydration(page);
  const posts = page.locator('.home-community ul.reveal');
  await expect(posts).not.toHaveClass(/is-in-view/);
  await expect(posts).toHaveClass(/reveal-armed/);
  await posts.scrollIntoViewIfNeeded();
  await expect(posts).toHaveClass(/is-in-view/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(posts).not.toHaveClass(/is-in-view/);
  // A window tall enough to show the whole page brings it into view without scrolling.
  await page.setViewportSize({ width: 1280, height: 6000 });
  await expect(posts).toHaveClass(/is-in-view/);
});

test('under prefers-reduced-motion nothing is hidden waiting to be animated', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.reveal-armed')).toHaveCount(0);
});

test('the customer stories page tells the three stories from the content files', async ({ page }) => {
  await page.goto('/customer-stories');
  await waitForHydration(page);
  await expect(page.getByRole('article')).toHaveCount(3);
  for (const heading of ['The challenge', 'The solution', 'The results']) {
    await expect(page.getByRole('heading', { level: 3, name: heading })).toHaveCount(3);
  }
  await expect(
    page.getByText('The plugins that used to scare us most are now the best-tested code we own.'),
  ).toBeVisible();
});

test('the cookie policy lists the site own cookies and leaves room for the consent declaration', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/cookies-policy');
  await waitForHydration(page);
  await expect(page.getByText('Last update: December 9th, 2022')).toBeVisible();
  for (const heading of [
    'What are cookies?',
    'Cookies used on this website',
    'Third-party cookies',
    'Disabling cookies',
    'How to disable cookies in your browser',
    'Cross-border transfers',
    'Profiling',
    'How long cookies are kept',
    'More information',
    'Updates to this policy',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  const table = page.getByRole('table');
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(8);
  await expect(table.getByRole('rowheader')).toHaveText([
    'culture',
    'XSRF-TOKEN',
    'aid',
    'sid',
    'signed_in',
    'did',
    'tfa',
  ]);
  await expect(table.getByRole('row', { name: /^sid/ })).toContainText('30 days');
  await expect(table.getByRole('row', { name: /^culture/ })).toContainText('1 year');
  await expect(table.getByRole('row', { name: /^aid/ })).toContainText('Until you close the browser');
  await expect(table.getByRole('row', { name: /^did/ })).toContainText('400 days');
  await expect(table.getByRole('row', { name: /^tfa/ })).toContainText('5 minutes');
  await expect(page.getByText(/__Host-sid/)).toBeVisible();
  // Without COOKIE_CONSENT_ID there is no declaration, and nothing announces one.
  await expect(page.locator('#cookie-declaration')).toHaveCount(0);
  await expect(page.getByText(/declaration below/)).toHaveCount(0);
  for (const browser of ['Google Chrome', 'Mozilla Firefox', 'Apple Safari', 'Microsoft Edge']) {
    const link = page.getByRole('link', { name: new RegExp(browser) });
    await expect(link).toHaveAttribute('href', /^https:\/\//);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  expect(scripts.filter((url) => !url.startsWith(new URL(page.url()).origin))).toEqual([]);
});

test('the privacy policy covers part I and the legal notice of part II', async ({ page }) => {
  await page.goto('/privacy-policy');
  await waitForHydration(page);
  await expect(page.getByText('Last updated: December 13th, 2022')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['I. Privacy Policy', 'II. Legal Notice']);
  for (const heading of [
    'Data controller',
    'Legal basis for processing',
    'Purposes of processing',
    'Recipients',
    'Retention periods',
    'Your rights',
    'Minors',
    'Social networks',
    'International data transfers',
    'Website owner',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'info@dynamicsvalue.com' }).first()).toHaveAttribute(
    'href',
    'mailto:info@dynamicsvalue.com',
  );
  await expect(page.getByText('Traffic and statistics data: three years.')).toBeVisible();
  // One controller, named by its registered name and the trade name the consent texts use. The build had no
  // LEGAL_NIF or LEGAL_REGISTRY: their lines are left out, never shown empty.
  await expect(page.getByText('Controller: Dynamics Value, S.L., trading as DynamicsValue')).toBeVisible();
  await expect(page.getByText('Owner: Dynamics Value, S.L., trading as DynamicsValue')).toBeVisible();
  await expect(page.getByText(/Tax id|Registry entry|undefined/)).toHaveCount(0);
  await expect(page.getByText(/at least 18 years old/)).toBeVisible();
  // The rights an account holder can exercise alone, with the page where they are.
  const rights = page.getByRole('region', { name: 'Your rights' });
  await expect(
    rights.getByText(/download a copy of your data or delete your account yourself/),
  ).toBeVisible();
  await rights.getByRole('link', { name: 'Your data', exact: true }).click();
  // A visitor who has not signed in is asked to, first.
  await expect(page).toHaveURL(/\/account\/signin$/);
});

test('the terms of service name the same company as the legal notice, with the same lines', async ({
  page,
}) => {
  await page.goto('/terms');
  await waitForHydration(page);
  const whoWeAre = page.getByRole('region', { name: 'Who we are' });
  await expect(whoWeAre.getByRole('listitem')).toHaveText([
    'Owner: Dynamics Value, S.L., trading as DynamicsValue',
    'Registered office: C/ Salamanca, 8, 08620 Sant Vicenç dels Horts (Barcelona), Spain',
    'E-mail: info@dynamicsvalue.com',
  ]);
});

// Which licence covers which version (docs/product.md, Layout and pages: Licensing), each linked to its text.
for (const [culture, current, v1, links] of [
  [
    'en-GB',
    'Versions 2.x and 3.x',
    'Version 1.x',
    [
      'Reciprocal Public License 1.5',
      'Modified PolyForm Noncommercial License 1.0.0',
      'commercial licence',
      'MIT License',
    ],
  ],
  [
    'es-ES',
    'Versiones 2.x y 3.x',
    'Versión 1.x',
    [
      'Reciprocal Public License 1.5',
      'Modified PolyForm Noncommercial License 1.0.0',
      'licencia comercial',
      'licencia MIT',
    ],
  ],
  [
    'ca-ES',
    'Versions 2.x i 3.x',
    'Versió 1.x',
    [
      'Reciprocal Public License 1.5',
      'Modified PolyForm Noncommercial License 1.0.0',
      'llicència comercial',
      'llicència MIT',
    ],
  ],
] as const) {
  test(`/licensing in ${culture} says which licence covers which version, and links the licence texts`, async ({
    page,
  }) => {
    await page.goto(localisePath(PATHS.licensing, culture));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([current, v1]);
    const hrefs = [
      'https://github.com/DynamicsValue/fake-xrm-easy/blob/main/RPL_1_5.md',
      'https://github.com/DynamicsValue/fake-xrm-easy/blob/main/LICENSE.md',
      'https://github.com/DynamicsValue/fake-xrm-easy/blob/main/EULA.md',
      'https://github.com/jordimontana82/fake-xrm-easy/blob/master/LICENSE.md',
    ];
    for (const [index, name] of links.entries()) {
      const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', hrefs[index] as string);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expect(page.locator('main')).toContainText('FakeXrmEasyLicense.RPL_1_5');
    await expect(
      page.locator('main a[href="https://dynamicsvalue.github.io/fake-xrm-easy-docs/licensing/faq/"]'),
    ).toBeVisible();
    await expectNoA11yViolations(page);
  });
}

// The account can be closed on the Your data page as well as by writing to us, and the terms say so.
for (const [culture, title, text] of [
  [
    'en-GB',
    'Your account',
    'yourself, by deleting it on the Your data page of My Account, or by writing to us',
  ],
  ['es-ES', 'Tu cuenta', 'tú mismo, eliminándola en la página Tus datos de Mi cuenta, o escribiéndonos'],
  [
    'ca-ES',
    'El vostre compte',
    'vós mateix, suprimint-lo a la pàgina Les vostres dades d’El meu compte, o escrivint-nos',
  ],
] as const) {
  test(`the terms in ${culture} say the account can be closed on the Your data page`, async ({ page }) => {
    await page.goto(localisePath(PATHS.terms, culture));
    await expect(page.getByRole('region', { name: title })).toContainText(text);
  });
}
