// No locale import: the badge source draws nothing.
export { default } from '../features/badges/BadgeSource';
