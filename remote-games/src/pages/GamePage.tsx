import { useNavigate, useSearchParams } from 'react-router-dom';
import type { RemotePageProps } from '@vitrine/shared';
import { GameFrame } from '../features/launch/GameFrame';

/** `/game?url=…`: the launched game in an iframe (header-only chrome). */
export default function GamePage(_props: RemotePageProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const close = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate('/index');
  };
  return <GameFrame url={params.get('url')} trial={params.get('mode') === 'trial'} onClose={close} />;
}
