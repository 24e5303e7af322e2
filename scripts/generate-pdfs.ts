import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PdfWriter } from '#server/lib/pdf-writer.ts';

/**
 * `npm run pdfs`: writes the two PDFs the site serves. The business may replace either file with its own
 * (same name, same place); this script is only how the first versions were made.
 * - server/assets/fakexrmeasy-research-study.pdf: the research study, downloaded from the e-mailed link.
 * - client/public/files/information-security-policy.pdf: linked from the footer.
 */
const ROOT = path.join(import.meta.dirname, '..');
export const RESEARCH_STUDY_PDF = path.join(ROOT, 'server', 'assets', 'fakexrmeasy-research-study.pdf');
export const SECURITY_POLICY_PDF = path.join(
  ROOT,
  'client',
  'public',
  'files',
  'information-security-policy.pdf',
);
const ISSUED = new Date('2026-11-22T00:00:00.000Z');

export async function buildResearchStudy(): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: 'FakeXrmEasy research study',
    subject: 'What unit testing Dynamics 365 and Dataverse code with FakeXrmEasy is worth',
    keywords: ['FakeXrmEasy', 'Dynamics 365', 'Dataverse', 'unit testing', 'escaped defects', 'efficiency'],
    language: 'en-GB',
    date: ISSUED,
  });
  pdf.title(
    'FakeXrmEasy research study',
    'What unit testing Dynamics 365 and Dataverse code is worth: the findings in brief',
  );

  pdf.heading('The findings');
  pdf.paragraph(
    'Teams that unit test their Dynamics 365 and Dataverse code (plugins, code activities and Azure Functions) with FakeXrmEasy become more efficient in two separate ways. The study puts a figure on each of them:',
  );
  pdf.figures([
    { value: '191%', caption: 'efficiency gain from fewer escaped defects' },
    { value: '33%', caption: 'efficiency gain from other time savings' },
  ]);
  pdf.paragraph(
    'Both figures compare the same kind of work done two ways: with automated unit tests that run against FakeXrmEasy, and without them, where logic is checked by deploying it to a Dynamics 365 environment and trying it by hand.',
  );

  pdf.heading('1. Fewer escaped defects: a 191% efficiency gain');
  pdf.paragraph(
    'An escaped defect is a bug found after the code has left the developer: by a tester, during user acceptance, or by users in production. It is the most expensive kind of bug. Before anyone can fix it, someone has to notice it, report it, reproduce it in the right environment and diagnose it from traces and logs; after the fix comes another deployment and another round of testing, often involving several people.',
  );
  pdf.paragraph(
    "FakeXrmEasy runs plugin, code activity and Azure Function logic against an in-memory organisation service, inside an ordinary unit test, in seconds. Most logic defects are therefore caught at the developer's desk, minutes after they are written, when they are cheapest to fix. The same tests then guard against regressions in every later change.",
  );
  pdf.paragraph(
    'The 191% figure is the time no longer lost to escaped defects, once the time spent writing and maintaining the tests has been paid back, expressed against that investment. Put simply: each hour put into unit tests came back as that hour plus almost two more.',
  );

  pdf.heading('2. Other time savings: a 33% efficiency gain');
  pdf.paragraph('Beyond defects, unit tests change how the everyday work is done:');
  pdf.bullets([
    'No deployment to a sandbox to try a change: the test runs the plugin straight from Visual Studio.',
    'Debugging with breakpoints in the IDE, instead of reading plug-in trace logs after the fact.',
    'Test data built in code in a few lines, instead of records created by hand in a shared environment that others may change.',
    'Refactoring with confidence, because the tests say at once whether behaviour has changed.',
    'Less waiting on shared environments, licences and other people.',
  ]);
  pdf.paragraph(
    'Together, these savings meant that the same development work took noticeably less time. The 33% figure is the extra work done per hour of developer time, compared with working without unit tests.',
  );

  pdf.heading('How the figures were calculated, in plain words');
  pdf.bullets([
    'Baseline: development of Dynamics 365 logic without automated unit tests, checked by deploying to an environment and testing by hand.',
    'Efficiency means useful development work done per hour of developer time. A gain is the percentage by which it rises over the baseline.',
    'For escaped defects, the time each one cost (report, reproduction, diagnosis, fix, redeployment and retest) was set against the time it took to write and maintain the unit tests that catch such defects early.',
    'For the other savings, the time the same kinds of task took with and without unit tests was compared: trying a change, debugging, preparing test data and refactoring.',
    'The two gains are measured separately, each against its own baseline, so they should not simply be added together.',
  ]);
  pdf.paragraph(
    'Your own figures will depend on your team: how much of your logic lives in plugins and code activities, how many defects escape today and how much each one costs you. The method above works just as well with your own numbers, and we are happy to help you apply it.',
  );

  pdf.heading('About FakeXrmEasy');
  pdf.paragraph(
    'FakeXrmEasy is the testing framework for Dynamics 365 and Dataverse, backed by more than 4000 tests of its own. It fakes the organisation service in memory, so developers can unit-test plugins, code activities and Azure Functions from Visual Studio, without being experts in testing and without waiting on an environment.',
  );
  pdf.note(
    'Questions about the study, or the full data behind it: info@dynamicsvalue.com. Published by DynamicsValue, November 2026.',
  );
  return pdf.save();
}

export async function buildSecurityPolicy(): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: 'Information Security Policy',
    subject: 'How DynamicsValue protects the information it holds',
    keywords: ['DynamicsValue', 'FakeXrmEasy', 'information security', 'policy'],
    language: 'en-GB',
    date: ISSUED,
  });
  pdf.title(
    'Information Security Policy',
    'DynamicsValue · Version 1.0 · November 2026 · Reviewed at least once a year',
  );

  pdf.heading('1. Purpose');
  pdf.paragraph(
    "DynamicsValue develops and sells FakeXrmEasy, a testing library for Dynamics 365 and Dataverse, and runs its website, customer accounts and support. This policy sets out how we protect the confidentiality, integrity and availability of the information we hold: our customers' and prospects' data, our source code, and the systems we use to build, sell and support our products.",
  );

  pdf.heading('2. Scope');
  pdf.paragraph('The policy applies to:');
  pdf.bullets([
    'everyone who works for or with DynamicsValue: employees, contractors and anyone given access to our systems;',
    'all information we create or receive: customer and lead data, account and billing details, support conversations, source code, build pipelines, signing keys and business records;',
    'every system that stores or processes that information: the website and its database, e-mail, source control, build and package publishing services, cloud hosting, and the laptops we work on.',
  ]);

  pdf.heading('3. Roles and responsibilities');
  pdf.bullets([
    'Management owns this policy, approves it, provides the means to apply it, and reviews it at least once a year and after any significant incident or change.',
    'The security lead (named internally) keeps the list of systems, suppliers and access rights up to date, coordinates incident response and checks that this policy is followed.',
    'Every person with access protects the information they handle, follows this policy, and reports suspected incidents or weaknesses at once.',
  ]);

  pdf.heading('4. Access control');
  pdf.bullets([
    'Access is granted on a least-privilege, need-to-know basis, to named individual accounts only; shared accounts are not used.',
    'Multi-factor authentication is required wherever it is available, and always for e-mail, source control, package publishing, hosting and administration consoles.',
    'Passwords are unique per service and kept in a password manager.',
    'Access rights are reviewed at least every six months, and removed the same day someone leaves or no longer needs them.',
    'Administrative access to production systems is limited to the people who operate them, and its use is logged.',
  ]);

  pdf.heading('5. Protecting data');
  pdf.bullets([
    'Encryption in transit: our website and services are served over HTTPS only (TLS 1.2 or later), and e-mail relays use TLS.',
    'Encryption at rest: databases, backups and laptop disks are encrypted.',
    'Passwords of customer accounts are never stored: only salted hashes made with a memory-hard algorithm (argon2id). Tokens in e-mailed links are signed, expire and are single-purpose.',
    'We collect only the personal data we need, keep it only as long as our privacy policy says, and delete it when that time is over or when the person asks us to.',
    'Backups are taken regularly, kept encrypted, and restored in a test at least once a year.',
  ]);

  pdf.heading('6. Secure development');
  pdf.bullets([
    'All changes to our products and website go through source control and peer review, and must pass automated tests before release.',
    'Dependencies are kept up to date and checked for known vulnerabilities; security fixes are applied with priority.',
    "Secrets (keys, passwords, tokens) never live in source code; they are held in the hosting platform's secret store.",
    'Packages are published from controlled pipelines, by accounts protected with multi-factor authentication.',
  ]);

  pdf.heading('7. Supplier management');
  pdf.paragraph(
    'We use a small number of suppliers (cloud hosting, e-mail delivery, source control, payment and productivity services). Before using a supplier that will handle our information we check its security and data protection commitments, sign a data processing agreement where personal data is involved, and prefer suppliers that keep data in the European Economic Area or offer equivalent safeguards. We keep a list of suppliers and what each one holds, and review it at least once a year.',
  );

  pdf.heading('8. Devices and working practices');
  pdf.bullets([
    'Work laptops have encrypted disks, a screen lock, current operating system and browser updates, and anti-malware protection.',
    'Lost or stolen devices are reported at once, so that access can be revoked and the device wiped remotely.',
    'Customer data is not copied to personal devices or personal accounts.',
  ]);

  pdf.heading('9. Incident response');
  pdf.paragraph(
    'A security incident is any event that threatens the confidentiality, integrity or availability of our information. When one is suspected, we:',
  );
  pdf.bullets([
    'contain it: revoke access, rotate exposed secrets, isolate affected systems;',
    'assess what happened, which information and people are affected, and how serious it is;',
    'notify the competent data protection authority within 72 hours when personal data is at risk, and the people affected without undue delay when the risk to them is high;',
    'recover the affected systems from known-good sources and backups;',
    'record the incident and what we learnt from it, and change our controls so it does not happen again.',
  ]);

  pdf.heading('10. Compliance and review');
  pdf.paragraph(
    'We process personal data in line with the EU General Data Protection Regulation (GDPR) and Spanish data protection law. Breaches of this policy are handled through the applicable disciplinary or contractual process. This policy is reviewed at least once a year; the version and date on the first page show which version is in force.',
  );

  pdf.heading('11. Contact');
  pdf.paragraph(
    'Questions about this policy, or a security issue to report, including a vulnerability in FakeXrmEasy or this website: write to info@dynamicsvalue.com. We acknowledge reports promptly and keep reporters informed until the issue is resolved.',
  );
  return pdf.save();
}

if (import.meta.main) {
  for (const [file, build] of [
    [RESEARCH_STUDY_PDF, buildResearchStudy],
    [SECURITY_POLICY_PDF, buildSecurityPolicy],
  ] as const) {
    mkdirSync(path.dirname(file), { recursive: true });
    const bytes = await build();
    writeFileSync(file, bytes);
    console.log(`${path.relative(ROOT, file)} (${bytes.length} bytes)`);
  }
}
