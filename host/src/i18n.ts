import { registerLocales } from '@vitrine/shared';

registerLocales('host', (language) => import(/* webpackChunkName: "locale-host-[request]" */ `./locales/${language}.json`));
