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
} from './rules';
