// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the emotion Theme augmentation must reach every app that imports shared
/// <reference path="./theme/emotion.d.ts" />
/**
 * @vitrine/shared — the public face every app uses (a Module Federation singleton).
 * Host-only setters live in `@vitrine/shared/internal`. Changes here are additive: a remote
 * built last month must keep working with today's host.
 */
import './i18n/register-shared-locales';

export const SHARED_CONTRACT_VERSION = 1;

// bus
export { bus, createEventBus, type EventBus } from './bus/bus';
export type { BusEvents, BusEventName, BusEvent } from './bus/events';
export { useBusEvent } from './bus/use-bus-event';

// session
export { SESSION_KEYS, MERCHANT_KEYS, ACCOUNT_CENTRE_ROLES, TRIAL_ACCOUNT, type SessionKey } from './session/keys';
export {
  session$,
  loggedIn$,
  member$,
  balance$,
  getSession,
  getToken,
  getMember,
  getBalance,
  readSessionValue,
  isTrialAccount,
  canOpenMemberCentre,
  canOpenAccountCentre,
  type SessionState,
  type MemberSummary,
} from './session/session';
export { useSession, useMember, useBalance } from './session/use-session';
export { avatarUrl, STATIC_AVATARS } from './session/avatar';

// api
export { call, newIdempotencyKey, type CallOptions } from './api/client';
export { ApiError, isApiError, isOutcomeUnknown, errorMessageKey, localisedErrorKey, CODE_MESSAGE_KEYS, TOKEN_INVALID_CODES } from './api/errors';
export { useMoneyAction, type MoneyAction, type MoneyActionOptions, type MoneyActionStatus } from './api/use-money-action';
export { splitEsports } from './api/esports-split';
export { defineEndpoint, type Endpoint, type Envelope, type Page, type ModuleId, type RequestOf, type ResponseOf } from './api/endpoint';
export * as endpoints from './api/endpoints';
export { getConfig, type StorefrontConfig } from './config/config';
export { apiQuery, useApiQuery } from './api/use-api-query';
export { useErrorText } from './api/use-error-text';

// responsible gaming (texts every app needs: refusals, limit names)
export { rgErrorText, rgLimitName, rgAmount, formatRgDate } from './rg/rg-text';

// i18n
export { LANGUAGES, LANGUAGE_CODES, findLanguage, directionOf, type LanguageInfo } from './i18n/languages';
export { registerLocales, type LocaleLoader } from './i18n/i18n';
export { currentLanguage } from './i18n/current-language';
export { formatDateTime, formatDate, parseApiDate } from './i18n/format-date';

// state (an RxJS source read by React)
export { useObservable } from './state/use-observable';

// theme
export { themes, darkTheme, lightTheme, type ThemeTokens, type ThemeName } from './theme/tokens';
export { theme$, getThemeName, useThemeName } from './theme/theme-state';
export { StyleScope } from './theme/StyleScope';

// install as an app (the browser's install prompt, kept by the host)
export { useInstallPrompt, promptInstall, installState$, getInstallState, isStandalone, type InstallState } from './pwa/install-prompt';

// ui
export { Button, type ButtonVariant } from './ui/Button';
export { Icon, ICON_NAMES, type IconName } from './ui/Icon';
export { Skeleton, ProgressBar } from './ui/Skeleton';
export { ErrorState, EmptyState } from './ui/ErrorState';
export { Money, SignedMoney, formatMoney } from './ui/Money';
export { Pager } from './ui/Pager';
export { Field, Input, Select, type FieldControlProps } from './ui/Field';
export { DateRangeFilter } from './ui/DateRangeFilter';
export { FormAlert, SuccessBox } from './ui/FormAlert';
export { OutcomeCheck, type OutcomeCheckProps } from './ui/OutcomeCheck';
export { DATE_PRESETS, presetRange, presetOf, rangeProblem, type DatePreset, type DateRangeValue } from './ui/date-range';
export { Dialog, isTopmostModal, trapFocus, type DialogProps } from './ui/Dialog';
export { CentrePanel } from './ui/CentrePanel';
export { Card, Hint } from './ui/Card';
export { CentreLayout, type CentreLayoutProps, type CentreMenuEntry } from './ui/CentreLayout';
export { Modal, MODAL_DELAY_MS, type ModalProps } from './ui/Modal';
export { SafeHtml, sanitizeHtml } from './ui/SafeHtml';

// records (the record-page kit: filters + query + paging, list/empty/error/stats/pager)
export * from './records';

// validation (the server rule engine of spec section 5)
export {
  PATTERN_IDS,
  PATTERN_SOURCES,
  patternKey,
  matchesPattern,
  checkRule,
  checkRules,
  formatPatternMessage,
  enabledFields,
  type RuleError,
} from './validation';

// uploads: what an image really is, from its bytes
export { sniffImage, base64Bytes, type SniffedImage } from './validation/image-bytes';
export { sniffImageFile } from './validation/image-file';

// federation
export * from './federation/contract';
export {
  validateManifest,
  splitManifest,
  validateContribution,
  contributionCollisions,
  chooseVersion,
  type RemoteManifest,
  type ManifestRemote,
  type ManifestResult,
  type ManifestSplit,
  type ManifestCheckOptions,
} from './federation/manifest';
export { loadRemoteModule, manifest$, getManifest, type LoadOptions, type ModuleLoader } from './federation/loader';
export {
  contributedRoutes,
  contributedMemberPanels,
  contributedAgentItems,
  slotProvider,
  slotProviders,
  type ContributedRoute,
  type ContributedPanel,
  type ContributedAgentItem,
} from './federation/contributions';
export { RemoteBoundary, type RemoteBoundaryProps, type RemoteKind } from './federation/RemoteBoundary';
export { useManifest } from './federation/use-manifest';
export {
  firstPaintPictures,
  FIRST_PAINT_PICTURE_SLOT,
  PREVIOUS_PICK,
  type PictureSource,
  type PictureStep,
} from './federation/first-paint-pictures';
export { useCentrePages, type CentreItem } from './federation/use-centre-pages';
export {
  menuEntries,
  useMenuEntries,
  menuNamespaces,
  carriedMenuLabel,
  useNavBadges,
  useNavBadge,
  usePublishedBadge,
  resetNavBadges,
  type MenuEntry,
  type MenuViewer,
} from './federation/menus';

// help centre (topic keys live with the endpoint: endpoints.HELP_TOPIC_KEYS)
export { findHelpTopic, helpTopicId, htmlToText, searchHelp, type HelpTopicMatch } from './help/help-topics';

// system (boot info: brand, whitelabel modules, CDNs)
export { boot$, getBoot, useBoot, isModuleEnabled, imageUrl, flattenWhitelabel, type BootState } from './system/boot-info';
export {
  parseCssColor,
  safeCssColor,
  headerColors,
  isGtagId,
  gtagScriptSrc,
  DEFAULT_GTAG_SCRIPT_URL,
  CONSENT_STORAGE_KEY,
  readConsent,
  consent$,
  getConsent,
  setConsent,
  openConsentSettings,
  reloadConsent,
  useConsent,
  type AnalyticsConsent,
  type ConsentState,
} from './system/brand';
