import { registerLocales } from '@vitrine/shared';

registerLocales(
  'agent',
  (language) => import(/* webpackChunkName: "locale-agent-[request]" */ `./locales/${language}.json`),
);
