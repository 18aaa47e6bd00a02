import { registerLocales } from '@vitrine/shared';

registerLocales(
  'member',
  (language) => import(/* webpackChunkName: "locale-member-[request]" */ `./locales/${language}.json`),
);
