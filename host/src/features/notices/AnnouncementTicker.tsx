/** The banner announcements as a slim strip under the navigation (fixed height: nothing shifts). */
import styled from '@emotion/styled';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAnnouncements } from './use-announcements';

const Strip = styled.div`
  height: 36px;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.layout.maxContent};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  overflow: hidden;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
  .label {
    flex: none;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text};
  }
  a {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    color: ${({ theme }) => theme.color.text};
  }
`;

export function AnnouncementTicker() {
  const { t } = useTranslation('host');
  const query = useAnnouncements();
  const items = [...(query.data?.banners ?? []), ...(query.data?.home ?? [])];
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (items.length < 2 || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => i + 1), 5000);
    return () => clearInterval(timer);
  }, [items.length]);
  const current = items.length ? items[index % items.length] : null;
  return (
    <Strip data-testid="announcement-ticker" aria-live="off">
      <span className="label">{t('announcements')}</span>
      {current ? (
        <Link to="/noticePage" data-testid="ticker-item">
          {current.title}
        </Link>
      ) : null}
    </Strip>
  );
}
