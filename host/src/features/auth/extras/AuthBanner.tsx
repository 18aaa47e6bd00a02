/**
 * The banner of the login and register modals (spec section 3: banner groups `w_login` and
 * `w_register`, each with a url). The image URL goes through `imageUrl` (server URLs checked);
 * the optional HTML text through SafeHtml (links sanitised). The banner's box has its size
 * (3:1) from the start, so the form below never jumps when the image arrives. No banner, an API
 * error or an image that fails to load: the banner is left out and the modal works as before.
 */
import styled from '@emotion/styled';
import { useState } from 'react';
import { endpoints, imageUrl, SafeHtml, Skeleton, useApiQuery, useBoot } from '@vitrine/shared';

export type AuthBannerGroup = 'w_login' | 'w_register';

const Box = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  .frame {
    position: relative;
    aspect-ratio: 3 / 1;
    width: 100%;
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceSunken};
  }
  .frame > img,
  .frame > div {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
  }
  img {
    object-fit: cover;
    display: block;
  }
  figcaption {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  figcaption p {
    margin: 0;
  }
`;

/** The first banner of the group whose image URL passes the check, or null. */
export function pickBanner(list: endpoints.Template[] | undefined, group: AuthBannerGroup, src: (url: string) => string): { src: string; title: string; content: string } | null {
  for (const item of list ?? []) {
    if (item.group !== group) continue;
    const checked = src(item.url);
    if (checked) return { src: checked, title: item.title, content: item.content ?? '' };
  }
  return null;
}

export function AuthBanner({ group }: { group: AuthBannerGroup }) {
  const boot = useBoot();
  const query = useApiQuery(endpoints.templates, { group }, { staleTime: 10 * 60_000, retry: false });
  const [failed, setFailed] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const testId = `auth-banner-${group}`;
  if (query.isPending) {
    return (
      <Box data-testid={testId} data-state="loading" aria-hidden="true">
        <div className="frame">
          <Skeleton height="100%" />
        </div>
      </Box>
    );
  }
  const banner = pickBanner(query.data, group, (url) => imageUrl(url, boot));
  if (!banner || failed === banner.src) return null;
  return (
    <Box data-testid={testId} data-state={loaded === banner.src ? 'ready' : 'loading'}>
      <div className="frame">
        {loaded === banner.src ? null : <Skeleton height="100%" aria-hidden="true" />}
        <img
          src={banner.src}
          alt={banner.title}
          width={1200}
          height={400}
          decoding="async"
          onLoad={() => setLoaded(banner.src)}
          onError={() => setFailed(banner.src)}
          style={loaded === banner.src ? undefined : { opacity: 0 }}
        />
      </div>
      {banner.content ? (
        <figcaption>
          <SafeHtml html={banner.content} testId={`${testId}-text`} />
        </figcaption>
      ) : null}
    </Box>
  );
}
