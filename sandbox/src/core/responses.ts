// Moved to src/responses/<area>.ts (re-exported while the areas move over).
export { LoginResultSchema } from '../responses/session';
export { MemberInfoSchema } from '../responses/member';
export { VendorLanesSchema } from '../responses/games';
export { AnnouncementsSchema, PromotionPageSchema } from '../responses/promotions';
export { TeamOverviewSchema } from '../responses/agent';
export { SystemStatusSchema } from '../responses/system';
