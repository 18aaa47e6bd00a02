/**
 * App download and install guide (routes /down and /download): the iOS app, the iOS lite app
 * (a MOBILECONFIG profile, labelled IOS-LITE-APP) and the Android app, from the permission
 * resources of the boot answer. Each has its QR code (drawn here by the qrcode library with the
 * spec's defaults: size 200, margin 20, level M), its link and its step-by-step install guide. The
 * visitor's own platform comes first. Server links are used only when they are http(s) or
 * same-origin paths.
 */
import styled from '@emotion/styled';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Skeleton, useBoot, type endpoints } from '@vitrine/shared';

export type AppPlatform = 'IOS' | 'MOBILECONFIG' | 'ANDROID';
const PLATFORMS: AppPlatform[] = ['IOS', 'MOBILECONFIG', 'ANDROID'];

/** The spec's QR defaults. */
export const QR_SIZE = 200;
export const QR_MARGIN = 20;
export const QR_LEVEL = 'M' as const;

/** Which app suits this device: iPhone/iPad (iPadOS reports a Mac with touch), Android, or none. */
export function detectPlatform(userAgent: string, maxTouchPoints = 0): 'IOS' | 'ANDROID' | null {
  if (/android/i.test(userAgent)) return 'ANDROID';
  if (/iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)) return 'IOS';
  return null;
}

/** The resources in display order: the visitor's platform (and, for iOS, the lite app) first. */
export function orderResources(resources: endpoints.Resource[], platform: 'IOS' | 'ANDROID' | null): endpoints.Resource[] {
  const apps = PLATFORMS.flatMap((type) => resources.filter((r) => r.resourceType === type));
  if (!platform) return apps;
  const mine = (r: endpoints.Resource) => (platform === 'IOS' ? r.resourceType !== 'ANDROID' : r.resourceType === 'ANDROID');
  return [...apps.filter(mine), ...apps.filter((r) => !mine(r))];
}

/** An absolute http(s) address for a server link, or null when it is anything else (javascript:, data:…). */
export function safeAppUrl(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

const STEPS: Record<AppPlatform, string[]> = {
  IOS: ['down_ios_step1', 'down_ios_step2', 'down_ios_step3'],
  MOBILECONFIG: ['down_lite_step1', 'down_lite_step2', 'down_lite_step3', 'down_lite_step4'],
  ANDROID: ['down_android_step1', 'down_android_step2', 'down_android_step3', 'down_android_step4'],
};
const TITLE: Record<AppPlatform, string> = { IOS: 'down_ios', MOBILECONFIG: 'down_lite', ANDROID: 'down_android' };

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  > li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
    min-width: 0;
  }
  > li[data-mine='true'] {
    border-color: ${({ theme }) => theme.color.gold};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  .yours {
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .qr {
    justify-self: center;
    width: ${QR_SIZE}px;
    height: ${QR_SIZE}px;
    padding: ${QR_MARGIN}px;
    box-sizing: border-box;
    background: #ffffff;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  .qr img {
    display: block;
    width: 100%;
    height: 100%;
  }
  ol {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(5)};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  a.get {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${({ theme }) => theme.layout.touch};
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
  a.get:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** The QR code of one address, drawn in the page (an SVG from the qrcode library, never server markup). */
export function QrImage({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', errorCorrectionLevel: QR_LEVEL, margin: 0, width: QR_SIZE - 2 * QR_MARGIN })
      .then((svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className="qr" data-testid="down-qr" data-text={text}>
      {src ? <img src={src} alt={label} width={QR_SIZE - 2 * QR_MARGIN} height={QR_SIZE - 2 * QR_MARGIN} /> : <Skeleton height="100%" />}
    </div>
  );
}

export function AppDownload() {
  const { t } = useTranslation('member');
  const boot = useBoot();
  if (!boot) return <Skeleton height="320px" />;
  const platform = typeof navigator === 'undefined' ? null : detectPlatform(navigator.userAgent, navigator.maxTouchPoints);
  const apps = orderResources(boot.info.resources ?? [], platform).flatMap((resource) => {
    const url = safeAppUrl(resource.url, window.location.origin);
    return url ? [{ resource, url, type: resource.resourceType as AppPlatform }] : [];
  });
  if (!apps.length) return <EmptyState message={t('down_none')} testId="down-none" />;
  return (
    <Cards data-testid="down-apps" data-platform={platform ?? 'desktop'}>
      {apps.map(({ resource, url, type }) => {
        const mine = platform !== null && (platform === 'IOS' ? type !== 'ANDROID' : type === 'ANDROID');
        return (
          <li key={type} data-testid="down-app" data-type={type} data-mine={mine}>
            <h2 id={`down-${type}`}>{t(TITLE[type])}</h2>
            <small>{resource.labelNameEn}</small>
            {mine ? <span className="yours">{t('down_for_your_device')}</span> : null}
            <QrImage text={url} label={t('down_qr_label', { app: t(TITLE[type]) })} />
            <a className="get" href={url} data-testid="down-link" aria-describedby={`down-${type}`}>
              {t(type === 'MOBILECONFIG' ? 'down_get_profile' : 'down_get_app')}
            </a>
            <ol aria-label={t('down_steps', { app: t(TITLE[type]) })} data-testid="down-steps">
              {STEPS[type].map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ol>
          </li>
        );
      })}
    </Cards>
  );
}
