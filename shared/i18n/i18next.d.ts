// Catalogue keys are typed from the default culture (en-GB): t('missing.key') does not compile.
import 'i18next';
import type account from './locales/en-GB/account.json';
import type accountData from './locales/en-GB/account-data.json';
import type accountSecurity from './locales/en-GB/account-security.json';
import type accountSettings from './locales/en-GB/account-settings.json';
import type api from './locales/en-GB/api.json';
import type common from './locales/en-GB/common.json';
import type docs from './locales/en-GB/docs.json';
import type email from './locales/en-GB/email.json';
import type errors from './locales/en-GB/errors.json';
import type forms from './locales/en-GB/forms.json';
import type home from './locales/en-GB/home.json';
import type homeProduct from './locales/en-GB/home-product.json';
import type info from './locales/en-GB/info.json';
import type licences from './locales/en-GB/licences.json';
import type operator from './locales/en-GB/operator.json';
import type orders from './locales/en-GB/orders.json';
import type plans from './locales/en-GB/plans.json';
import type policies from './locales/en-GB/policies.json';
import type pricing from './locales/en-GB/pricing.json';
import type validation from './locales/en-GB/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      'account-data': typeof accountData;
      'account-security': typeof accountSecurity;
      'account-settings': typeof accountSettings;
      api: typeof api;
      common: typeof common;
      docs: typeof docs;
      email: typeof email;
      errors: typeof errors;
      forms: typeof forms;
      home: typeof home;
      'home-product': typeof homeProduct;
      info: typeof info;
      licences: typeof licences;
      operator: typeof operator;
      orders: typeof orders;
      policies: typeof policies;
      pricing: typeof pricing;
      plans: typeof plans;
      validation: typeof validation;
    };
  }
}
