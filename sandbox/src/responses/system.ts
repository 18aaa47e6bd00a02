import { Type } from '@sinclair/typebox';
import type * as E from '@vitrine/shared/api/endpoints';
import { B, I, Lits, Nullable, S } from './common';
import { RegisterRulesSchema } from './register';

let whitelabelIds = 0;
/**
 * The whitelabel tree (recursive). A fresh `$id` per use: fast-json-stringify refuses one `$id`
 * twice in a route's schema, so every place that holds the tree calls this.
 */
export const WhitelabelNodeSchema = () =>
  Type.Recursive((This) => Type.Object({ modId: S, name: S, enabled: Lits('0', '1'), childrenNodes: Type.Array(This) }), { $id: `WhitelabelNode${whitelabelIds++}` });

export const BrandSettingsSchema = Type.Object({
  platform: S, merchant: S, merchantCode: S, lotteryType: Type.Literal('SEA'), device: S, defaultLang: S, supportLanguages: Type.Array(S), chatHeaderColor: S,
  prizeModes: Type.Array(Lits<E.PrizeMode>('Lott', 'ZY', 'Elott', 'SEA')), announcementTypes: Type.Array(Lits<E.AnnouncementType>('B', 'PL', 'PU', 'PR', 'H')),
  announcementExecution: Type.Literal('B'), esports: Type.Array(S), loginedToHomePage: B, currencySymbol: S, currency: S, theme: Lits('dark', 'light'), copyright: S,
});

export const LocationSchema = Type.Object({ ip: S, country: S });
export const DomainRouteSchema = Type.Object({ domain: S, type: Lits('MAIN', 'SPARE'), speedTestUrl: S });

export const SystemStatusSchema = Type.Object({
  status: Lits<E.SystemStatusCode>(0, 1, 2),
  info: Type.Object({
    customerService: Type.Array(Type.Object({ csType: Lits(1, 2, 3), name: S, path: S })),
    domainRoute: Type.Array(DomainRouteSchema),
    resources: Type.Array(Type.Object({ resourceType: Lits('IOS', 'ANDROID', 'MOBILECONFIG', 'SOCIAL', 'EMAIL'), url: S, qrCodeUrl: S, labelNameEn: S })),
    whitelabel: Type.Array(WhitelabelNodeSchema()),
    register: RegisterRulesSchema,
    mainDomain: S,
    analytics: Type.Object({ gtagId: S }),
    imageCDNs: Type.Array(S),
    launchGameCDNs: Type.Array(S),
    location: LocationSchema,
    maintenance: Nullable(Type.Object({ startTime: S, endTime: S, message: S })),
    regionRestriction: Nullable(Type.Object({ ip: S, country: S, message: S })),
    brand: BrandSettingsSchema,
    socialLogin: Type.Optional(Type.Array(Type.Object({ provider: Lits<E.SocialProvider>('google', 'facebook'), moduleId: S, authUrl: S }))),
    phoneAuth: Type.Optional(Type.Object({ moduleId: S, baseUrl: S })),
  }),
});

export const HelpCategorySchema = Type.Object({ id: I, title: S, key: Type.Optional(S), articles: Type.Array(Type.Object({ id: I, title: S, content: S, key: Type.Optional(S) })) });
export const TemplateSchema = Type.Object({ group: S, title: S, url: S, content: S });
export const CustomerServiceScriptSchema = Type.Object({ version: Type.Object({ pathList: Type.Array(Type.Object({ type: Lits(1, 2, 3), path: S })) }) });
