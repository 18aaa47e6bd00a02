import { registerLocales } from './i18n';

// The `common` namespace: texts of the shared UI (buttons, errors, states).
registerLocales('common', (language) => import(/* webpackChunkName: "locale-common-[request]" */ `../locales/${language}.json`));
