import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { bus, Button, useSession } from '@vitrine/shared';

const Box = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: start;
  margin-top: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border-inline-start: 4px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme }) => theme.color.surfaceSunken};
  p {
    margin: 0;
  }
`;

/**
 * Under the help centre's Responsible Gaming page: the way to the player's own tools (limits,
 * reality check, time-out, self-exclusion) in the member centre's Responsible gaming panel.
 * A visitor is asked to log in first.
 */
export function RgHelpLink() {
  const { t } = useTranslation('member');
  const loggedIn = Boolean(useSession().token);
  return (
    <Box aria-label={t('rg_title')} data-testid="rg-help-link">
      <p>{t('rg_help_link_text')}</p>
      <Button
        type="button"
        variant="primary"
        size="sm"
        data-testid="rg-help-open"
        onClick={() =>
          loggedIn
            ? bus.publish('member-centre/open', { page: 'responsibleGaming' })
            : bus.publish('session/login-required', { reason: 'responsibleGaming' })
        }
      >
        {t(loggedIn ? 'rg_help_link_open' : 'rg_help_link_login')}
      </Button>
    </Box>
  );
}
