import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { Button, Skeleton, endpoints, useApiQuery } from '@vitrine/shared';
import { VisuallyHidden } from '../../components/VisuallyHidden';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: start;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  td.num {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** PVP rooms of a vendor (GLS2_roomList); shows nothing when the vendor has none. */
export function RoomList({
  vassalage,
  onJoin,
}: {
  vassalage: string;
  onJoin: (room: endpoints.PvpRoom) => void;
}) {
  const { t } = useTranslation('games');
  const rooms = useApiQuery(endpoints.rooms, { vassalage }, { staleTime: 30_000 });
  if (rooms.isPending) return <Skeleton height="120px" />;
  if (rooms.isError || rooms.data.content.length === 0) return null;
  return (
    <section aria-labelledby="pvp-rooms" data-testid="pvp-rooms">
      <h2 id="pvp-rooms">{t('rooms')}</h2>
      <div style={{ overflowX: 'auto' }}>
        <Table>
          <thead>
            <tr>
              <th>{t('room')}</th>
              <th className="num">{t('bet_range')}</th>
              <th className="num">{t('players')}</th>
              <th>
                <VisuallyHidden>{t('action')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {rooms.data.content.slice(0, 12).map((room) => (
              <tr key={room.roomId} data-testid="pvp-room">
                <td>{room.roomName}</td>
                <td className="num">
                  {room.minBet}–{room.maxBet}
                </td>
                <td className="num">
                  {room.players}/{room.maxPlayers}
                </td>
                <td>
                  <Button
                    type="button"
                    size="sm"
                    disabled={room.status === 'FULL'}
                    onClick={() => onJoin(room)}
                  >
                    {room.status === 'FULL' ? t('room_full') : t('join_room')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
