/**
 * Security centre (member-centre page `securityCenter`, label `in_my_account`): who the player is
 * (account, nickname, VIP rank, upline), how to reach them (e-mail and mobile, masked), when they
 * registered and last logged in, and their avatar; and what they can change: the login password
 * (the host's change-password modal, asked for on the bus), the avatar, a bound e-mail and mobile
 * number, and the payment password where the brand offers one (SecurityActions).
 */
import styled from '@emotion/styled';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { avatarUrl, bus, Button, endpoints, ErrorState, formatDateTime, Skeleton, useApiQuery } from '@vitrine/shared';
import { maskEmail, maskMobile } from './mask';
import { AvatarForm, EmailForm, MobileForm, PaymentPasswordForm } from './SecurityActions';

const Profile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  min-width: 0;
`;

const AvatarFrame = styled.div`
  flex: none;
  width: 72px;
  height: 72px;
  border-radius: ${({ theme }) => theme.radius.pill};
  overflow: hidden;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.skeleton};
  border: 2px solid ${({ theme }) => theme.color.gold};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  strong {
    font-size: ${({ theme }) => theme.font.size.lg};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const VipBadge = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.gold};
  && {
    color: ${({ theme }) => theme.color.goldText};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const Labels = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const MemberLabel = styled.span`
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  && {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(max(150px, 28%), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }
`;

/** The things a player can change here, one row each: what it is, its state, the action. */
const Settings = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  .what {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    min-width: 0;
  }
  .state {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const SettingsTitle = styled.h3`
  margin: ${({ theme }) => theme.space(5)} 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

const usePlayerAvatar = () => useApiQuery(endpoints.playerAvatar, undefined, { staleTime: 60_000 });

function Avatar({ name }: { name: string }) {
  const { t } = useTranslation('member');
  // A missing avatar is not worth an error: the initial stands in.
  const avatar = usePlayerAvatar();
  const [broken, setBroken] = useState('');
  const src = avatarUrl(avatar.data);
  return (
    <AvatarFrame data-testid="member-avatar">
      {src && broken !== src ? (
        <img
          src={src}
          alt={t('avatar_alt', { name })}
          width={72}
          height={72}
          onError={() => setBroken(src)}
        />
      ) : (
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
      )}
    </AvatarFrame>
  );
}

function Loading() {
  return (
    <div aria-busy="true" data-testid="security-center-loading" style={{ display: 'grid', gap: 12 }}>
      <Skeleton height="104px" />
      <div
        style={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fill, minmax(max(150px, 28%), 1fr))',
        }}
      >
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height="64px" />
        ))}
      </div>
    </div>
  );
}

const ProfileAction = styled.div`
  margin-inline-start: auto;
  flex: none;
`;

const AvatarBox = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

type Action = 'avatar' | 'email' | 'mobile' | 'payment-password';

const Done = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The last success note, kept outside the component: telling the host that the member changed
 * re-renders the centre around this panel, which may mount it again; a note that is seconds old
 * is shown again rather than lost.
 */
let lastDone: { action: Action; message: string; at: number } | null = null;
const recentDone = () => (lastDone && Date.now() - lastDone.at < 10_000 ? lastDone : null);

export function SecurityCenter() {
  const { t, i18n } = useTranslation('member');
  const info = useApiQuery(endpoints.memberInfo, undefined, { staleTime: 30_000 });
  const security = useApiQuery(endpoints.securityConfig, undefined, { staleTime: 60_000 });
  const avatar = usePlayerAvatar();
  const [open, setOpen] = useState<Action | null>(null);
  const [done, setDoneState] = useState<{ action: Action; message: string } | null>(recentDone);
  const setDone = (value: { action: Action; message: string } | null) => {
    lastDone = value && { ...value, at: Date.now() };
    setDoneState(value);
  };

  if (info.isPending) return <Loading />;
  if (info.isError)
    return (
      <ErrorState
        title={t('load_failed')}
        message={info.error.serverMessage || undefined}
        onRetry={() => void info.refetch()}
      />
    );

  const member = info.data;
  const toggle = (action: Action) => {
    setDone(null);
    setOpen((current) => (current === action ? null : action));
  };
  const finish = (action: Action) => (message: string) => {
    setOpen(null);
    setDone({ action, message });
  };
  const doneNote = (action: Action) =>
    done?.action === action ? (
      <Done role="status" data-testid={`${action}-done`}>
        {done.message}
      </Done>
    ) : null;
  const actionButton = (action: Action, label: string) => (
    <Button type="button" size="sm" variant="ghost" aria-expanded={open === action} data-testid={`security-${action}`} onClick={() => toggle(action)}>
      {open === action ? t('sec_cancel') : label}
    </Button>
  );
  const paymentOffered = security.data ? security.data.paymentPasswordEnabled !== false : false;
  const hasPaymentPassword = security.data?.hasPaymentPassword ?? false;
  const dash = <Muted>{t('empty_value')}</Muted>;
  const notSet = <Muted>{t('not_set')}</Muted>;
  const email = maskEmail(member.email);
  const mobile = maskMobile(member.mobileNum, member.countryDialingCode);
  const rows: { key: string; label: string; value: ReactNode }[] = [
    { key: 'account', label: t('account'), value: member.account },
    { key: 'nickname', label: t('nickname'), value: member.nickname || dash },
    {
      key: 'vip',
      label: t('vip_rank'),
      value: t('vip_level', { label: member.clubLabel.labelName, level: member.clubLabel.rankLevel }),
    },
    { key: 'upline', label: t('upline'), value: member.toUpline || dash },
    { key: 'email', label: t('email'), value: email ?? notSet },
    { key: 'mobile', label: t('mobile'), value: mobile ?? notSet },
    {
      key: 'register-time',
      label: t('register_time'),
      value: formatDateTime(member.registerTime, i18n.language),
    },
    {
      key: 'last-login',
      label: t('last_login'),
      value: member.lastLoginTime ? formatDateTime(member.lastLoginTime, i18n.language) : dash,
    },
  ];

  return (
    <>
      <Profile>
        <Avatar name={member.nickname || member.account} />
        <Who>
          <strong data-testid="member-nickname">{member.nickname || member.account}</strong>
          <span>{member.account}</span>
          <Labels>
            <VipBadge data-testid="member-vip">{member.clubLabel.labelName}</VipBadge>
            {member.memberLabel.map((label) => (
              <MemberLabel key={label.labelId} data-testid="member-label">
                {label.labelName}
              </MemberLabel>
            ))}
          </Labels>
        </Who>
        <ProfileAction>{actionButton('avatar', t('sec_avatar_change'))}</ProfileAction>
      </Profile>
      {open === 'avatar' ? (
        <AvatarBox>
          <AvatarForm current={avatar.data} onCancel={() => setOpen(null)} onDone={finish('avatar')} />
        </AvatarBox>
      ) : null}
      {doneNote('avatar')}
      <Details data-testid="member-details">
        {rows.map((row) => (
          <div key={row.key} data-field={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </Details>
      <SettingsTitle>{t('security_settings')}</SettingsTitle>
      <Settings data-testid="security-settings">
        <li data-setting="login-password">
          <span className="what">
            <strong>{t('login_password')}</strong>
            <span className="state">{t('login_password_hint')}</span>
          </span>
          <Button type="button" size="sm" variant="ghost" data-testid="security-change-password" onClick={() => bus.publish('session/change-password-requested', {})}>
            {t('change')}
          </Button>
        </li>
        <li data-setting="email">
          <span className="what">
            <strong>{t('email')}</strong>
            <span className="state" data-testid="security-email-state">{email ?? t('sec_email_hint')}</span>
          </span>
          {email ? null : actionButton('email', t('sec_bind'))}
          {open === 'email' && !email ? <EmailForm onCancel={() => setOpen(null)} onDone={finish('email')} /> : null}
          {doneNote('email')}
        </li>
        <li data-setting="mobile">
          <span className="what">
            <strong>{t('mobile')}</strong>
            <span className="state" data-testid="security-mobile-state">{mobile ?? t('sec_mobile_hint')}</span>
          </span>
          {mobile ? null : actionButton('mobile', t('sec_bind'))}
          {open === 'mobile' && !mobile ? (
            <MobileForm dialingCode={member.countryDialingCode || '55'} onCancel={() => setOpen(null)} onDone={finish('mobile')} />
          ) : null}
          {doneNote('mobile')}
        </li>
        {paymentOffered ? (
          <li data-setting="payment-password">
            <span className="what">
              <strong>{t('payment_password')}</strong>
              <span className="state" data-testid="security-payment-password-state">
                {hasPaymentPassword ? t('sec_pp_hint_set') : t('sec_pp_hint_none')}
              </span>
            </span>
            {actionButton('payment-password', hasPaymentPassword ? t('sec_update') : t('sec_set'))}
            {open === 'payment-password' ? (
              <PaymentPasswordForm
                key={String(hasPaymentPassword)}
                hasPaymentPassword={hasPaymentPassword}
                onCancel={() => setOpen(null)}
                onDone={finish('payment-password')}
              />
            ) : null}
            {doneNote('payment-password')}
          </li>
        ) : null}
      </Settings>
    </>
  );
}
