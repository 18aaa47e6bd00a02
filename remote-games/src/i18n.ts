import { registerLocales } from '@vitrine/shared';

registerLocales(
  'games',
  (language) => import(/* webpackChunkName: "locale-games-[request]" */ `./locales/${language}.json`),
);
