// Every operator API call, declared once. Re-exported per area.
// These files import nothing but `../endpoint` (and each other, types only): they go into the browser bundle.
export * from './common';
export * from './session';
export * from './register';
export * from './system';
export * from './wallet';
export * from './games';
export * from './lottery';
export * from './promotions';
export * from './member';
export * from './agent';
export * from './responsible-gaming';
export type { ModuleId, Endpoint, Envelope, Page, RequestOf, ResponseOf, HttpMethod, BodyKind, TokenNeed } from '../endpoint';
