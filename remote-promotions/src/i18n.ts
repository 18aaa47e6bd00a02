import { registerLocales } from '@vitrine/shared';

registerLocales(
  'promotions',
  (language) => import(/* webpackChunkName: "locale-promotions-[request]" */ `./locales/${language}.json`),
);
