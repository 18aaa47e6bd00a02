import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as E from '@vitrine/shared/api/endpoints';
import type { Sandbox } from '../core/context';
import { ErrorEnvelope, route, type Ctx } from '../core/http';
import { OptStr } from '../core/schemas';
import { encryptServicePath } from '../core/crypto';
import { registerRules } from './register';
import { helpCentre } from '../seed/help';
import { SOCIAL_MODULES, SOCIAL_PROVIDERS } from '../services/social';
import { BrandSettingsSchema, CustomerServiceScriptSchema, DomainRouteSchema, HelpCategorySchema, LocationSchema, SystemStatusSchema, TemplateSchema, WhitelabelNodeSchema } from '../responses/system';

export const CDN = '/__sandbox/cdn';
const CS_KEY = 'vitrine8';

export function location(sb: Sandbox, ctx: Ctx): E.Location {
  return sb.state.status.location ?? { ip: ctx.ip, country: 'BR' };
}

const CS_LINK = encryptServicePath('/__sandbox/cs/link', CS_KEY);

function customerService(): E.CustomerServiceEntry[] {
  return [
    { csType: 1, name: 'Live chat', path: '/__sandbox/cs/chat' },
    { csType: 2, name: 'VIP service', path: '/__sandbox/cs/vip' },
    { csType: 3, name: 'Customer service', path: CS_LINK },
  ];
}

/**
 * The domain speed test's stand-in network (issue 14 item 13): every domain is a loopback name of
 * the storefront's own port (`*.localhost` resolves to loopback in browsers), and each one's
 * `speedTestUrl` is a path of this sandbox that answers after that domain's delay: the MAIN
 * domain is slower than the first SPARE (so "fastest first" is not the server's order), one
 * spare answers only after the storefront's 3 s limit, one is down (503).
 */
export const SPEED_DELAYS_MS: Record<string, number> = { main: 1200, spare: 0, slow: 6000 };

function storefrontPort(ctx: Ctx | null): string {
  const forwarded = ctx?.req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? '';
  const port = /^[a-z0-9.-]+:(\d{1,5})$/i.exec(host)?.[1];
  return port ?? '8080';
}

function domainRoutes(ctx: Ctx | null = null): E.DomainRoute[] {
  const port = storefrontPort(ctx);
  return [
    { domain: `localhost:${port}`, type: 'MAIN', speedTestUrl: '/__sandbox/cdn/speed/main' },
    { domain: `127.0.0.1:${port}`, type: 'SPARE', speedTestUrl: '/__sandbox/cdn/speed/spare' },
    { domain: `slow.localhost:${port}`, type: 'SPARE', speedTestUrl: '/__sandbox/cdn/speed/slow' },
    { domain: `down.localhost:${port}`, type: 'SPARE', speedTestUrl: '/__sandbox/cdn/speed/down' },
  ];
}

const RESOURCES: E.Resource[] = [
  { resourceType: 'IOS', url: `${CDN}/app/ios.html`, qrCodeUrl: `${CDN}/qr/IOS.svg`, labelNameEn: 'iOS' },
  { resourceType: 'MOBILECONFIG', url: `${CDN}/app/vitrine.mobileconfig`, qrCodeUrl: `${CDN}/qr/MOBILECONFIG.svg`, labelNameEn: 'IOS-LITE-APP' },
  { resourceType: 'ANDROID', url: `${CDN}/app/vitrine.apk`, qrCodeUrl: `${CDN}/qr/ANDROID.svg`, labelNameEn: 'Android' },
  { resourceType: 'SOCIAL', url: 'https://t.me/vitrine_sandbox', qrCodeUrl: `${CDN}/qr/SOCIAL.svg`, labelNameEn: 'Telegram' },
  { resourceType: 'EMAIL', url: 'mailto:support@vitrine.example', qrCodeUrl: `${CDN}/qr/EMAIL.svg`, labelNameEn: 'E-mail' },
];


const TEMPLATES: E.Template[] = [
  { group: 'w_login', title: 'Login banner', url: '/banner/login.png', content: '' },
  { group: 'w_register', title: 'Register banner', url: '/banner/register.png', content: '<p>Registre-se e ganhe até 1000VND</p>' },
  { group: 'w_home', title: 'Home hero', url: '/banner/1.png', content: '' },
];

export function systemRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, E.status, { schema: Type.Object({ url: OptStr(1024) }), response: SystemStatusSchema }, (_q, ctx) => {
    const loc = location(sb, ctx);
    const s = sb.state.status.status;
    return {
      status: s,
      info: {
        customerService: customerService(),
        domainRoute: domainRoutes(ctx),
        resources: RESOURCES,
        whitelabel: sb.state.whitelabelTree(),
        register: registerRules(sb),
        mainDomain: 'localhost:8080',
        analytics: sb.state.analytics,
        imageCDNs: [CDN],
        // The demo game provider lives on the sandbox's own origin, not the storefront's.
        launchGameCDNs: [sb.providerOrigin()],
        location: loc,
        maintenance: s === 1 ? { startTime: '2026-01-01 00:00:00', endTime: '2026-12-31 23:59:59', message: 'We are currently performing a system maintenance' } : null,
        regionRestriction: s === 2 ? { ip: loc.ip, country: loc.country, message: 'Access is not allowed from your location or IP' } : null,
        brand: sb.state.brand,
        socialLogin: SOCIAL_PROVIDERS.map((provider) => ({ provider, moduleId: SOCIAL_MODULES[provider], authUrl: `/__sandbox/oauth/${provider}` })),
        phoneAuth: { moduleId: 'FIREBASESMS3', baseUrl: '/__sandbox/phone-auth' },
      },
    };
  });
  route(app, sb, E.whitelabel, { response: Type.Array(WhitelabelNodeSchema()) }, () => sb.state.whitelabelTree());
  route(app, sb, E.settings, { response: BrandSettingsSchema }, () => sb.state.brand);
  route(app, sb, E.location, { response: LocationSchema }, (_q, ctx) => location(sb, ctx));
  route(app, sb, E.domainRoute, { response: Type.Array(DomainRouteSchema) }, (_q, ctx) => domainRoutes(ctx));
  // The speed test's tiny resource, per stand-in domain (see `domainRoutes`).
  app.get('/__sandbox/cdn/speed/:slot', {
    schema: {
      params: Type.Object({ slot: Type.String({ maxLength: 16 }) }),
      response: { 200: { description: 'Speed-test probe (answers after the domain\'s delay)', content: { 'text/plain': { schema: Type.String() } } }, 503: { description: 'The domain is down', content: { 'text/plain': { schema: Type.String() } } }, '4xx': ErrorEnvelope },
    },
  }, async (req, reply) => {
    const slot = (req.params as { slot: string }).slot;
    reply.header('cache-control', 'no-store').header('access-control-allow-origin', '*').header('content-type', 'text/plain');
    if (!(slot in SPEED_DELAYS_MS)) return reply.code(503).send('down');
    await new Promise((resolve) => setTimeout(resolve, SPEED_DELAYS_MS[slot]));
    return reply.send('ok');
  });
  route(app, sb, E.helpCenter, { response: Type.Array(HelpCategorySchema) }, (_q, ctx) => helpCentre(ctx.language));
  route(app, sb, E.templates, { schema: Type.Object({ group: OptStr(32) }), response: Type.Array(TemplateSchema) }, (q) => (q.group ? TEMPLATES.filter((t) => t.group === q.group) : TEMPLATES));
  route(app, sb, E.customerServiceScript, { response: CustomerServiceScriptSchema }, () => ({
    version: {
      pathList: [
        { type: 1 as const, path: '/help' },
        { type: 2 as const, path: 'mailto:support@vitrine.example' },
        { type: 3 as const, path: CS_LINK },
      ],
    },
  }));
}
