/**
 * Right bar (spec section 2): customer service, the chat room (with its unread count), the social
 * link, the e-mail link, and the app QR codes for iOS, IOS-LITE-APP (MOBILECONFIG) and Android at
 * size 125. Wide screens only.
 */
import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { useBoot, useMember } from '@vitrine/shared';
import { Icon } from '@vitrine/shared';
import { openCustomerService } from '../session/customer-service';
import { UnreadBadge, useChatRoomEntry } from '../features/chat-room/ChatRoomEntry';

const Rail = styled.aside`
  position: fixed;
  inset-inline-end: ${({ theme }) => theme.space(3)};
  top: 50%;
  transform: translateY(-50%);
  z-index: ${({ theme }) => theme.z.header};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > a,
  > button,
  > div > button {
    position: relative;
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    box-shadow: ${({ theme }) => theme.shadow.raised};
    cursor: pointer;
  }
  .apps {
    position: relative;
  }
  .qr {
    display: none;
    position: absolute;
    inset-inline-end: 56px;
    top: 50%;
    transform: translateY(-50%);
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    box-shadow: ${({ theme }) => theme.shadow.modal};
  }
  .apps:hover .qr,
  .apps:focus-within .qr {
    display: flex;
  }
  figure {
    margin: 0;
    text-align: center;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
  figure img {
    display: block;
    width: 125px;
    height: 125px;
    background: #fff;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  @media (max-width: 1360px) {
    display: none;
  }
`;

const APP_TYPES = [
  { type: 'IOS', label: 'iOS' },
  { type: 'MOBILECONFIG', label: 'IOS-LITE-APP' },
  { type: 'ANDROID', label: 'Android' },
] as const;

export function RightBar() {
  const { t } = useTranslation('host');
  const boot = useBoot();
  const member = useMember();
  const chat = useChatRoomEntry();
  const resources = boot?.info.resources ?? [];
  const social = resources.find((r) => r.resourceType === 'SOCIAL');
  const email = resources.find((r) => r.resourceType === 'EMAIL');
  const apps = APP_TYPES.map((a) => ({ ...a, resource: resources.find((r) => r.resourceType === a.type) })).filter((a) => a.resource);
  return (
    <Rail aria-label={t('quick_links')} data-testid="right-bar">
      <button type="button" aria-label={t('customer_service')} title={t('customer_service')} onClick={() => openCustomerService(boot, member?.rankLevel ?? 0)}>
        <Icon name="service" />
      </button>
      {chat.enabled ? (
        <button type="button" aria-label={chat.label} title={chat.label} onClick={chat.open} data-testid="right-bar-chat">
          <Icon name="chat" />
          <UnreadBadge count={chat.unread} floating />
        </button>
      ) : null}
      {social ? (
        <a href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.labelNameEn || t('social')} title={social.labelNameEn || t('social')}>
          <Icon name="social" />
        </a>
      ) : null}
      {email ? (
        <a href={email.url.startsWith('mailto:') ? email.url : `mailto:${email.url}`} aria-label={t('email_us')} title={t('email_us')}>
          <Icon name="mail" />
        </a>
      ) : null}
      {apps.length ? (
        <div className="apps">
          <button type="button" aria-label={t('app_download')} title={t('app_download')} data-testid="right-bar-apps">
            <Icon name="app" />
          </button>
          <div className="qr" data-testid="app-qr-codes">
            {apps.map((app) => (
              <figure key={app.type}>
                <img src={app.resource!.qrCodeUrl} alt={t('qr_for', { app: app.label })} width={125} height={125} loading="lazy" />
                <figcaption>{app.label}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      ) : null}
    </Rail>
  );
}
