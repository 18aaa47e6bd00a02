import { defineContribution } from '@vitrine/shared';

/**
 * What the member remote offers the host (emitted as contribution.json at build): the member-centre
 * shell in the host's `memberCentre` slot, and the panels it has built. Only panels that work
 * against the backend are listed; other remotes add theirs through their own contributions.
 */
export default defineContribution({
  remote: 'member',
  namespace: 'member',
  routes: [],
  slots: { memberCentre: './MemberCentre' },
  memberPanels: [
    { page: 'securityCenter', labelKey: 'in_my_account', expose: './SecurityCenterPanel', order: 0 },
  ],
});
