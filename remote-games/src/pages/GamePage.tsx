import { useNavigate, useSearchParams } from 'react-router-dom';
import type { RemotePageProps } from '@vitrine/shared';
import { GameFrame } from '../features/launch/GameFrame';
import { launchOf } from '../features/launch/launch-store';

/**
 * `/game?launch=<id>`: the launched game in an iframe (header-only chrome). The launch URL is
 * looked up by its id (launch-store.ts); a URL in the address (`/game?url=…`) is never framed.
 */
export default function GamePage(_props: RemotePageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const close = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/index');
  };
  const launch = launchOf(params.get('launch'));
  return <GameFrame url={launch?.url ?? null} trial={launch?.mode === 'trial'} onClose={close} />;
}
