/**
 * The auth modals' lazy chunk with a designed state for each outcome: while it loads, a dialog
 * that says so (shown after the modal's own 100 ms delay, so a fast load never flashes); if it
 * fails (network gone, a deploy removed the file), a dialog with the reason and a retry that
 * fetches the chunk afresh. The header and the page stay usable throughout: the failure is
 * contained here and never unmounts the app.
 */
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Modal, Skeleton } from '@vitrine/shared';
import type { AuthView } from './auth-view';
import { closeAuth } from './auth-view';

type AuthViewsModule = { default: ComponentType<{ view: AuthView }> };

const importAuthViews = (): Promise<AuthViewsModule> =>
  import(/* webpackChunkName: "auth-views" */ './AuthViews').then((m) => ({ default: m.AuthViews }));

/** Imports in flight or done, per loader; a failed import is forgotten so a retry asks the network again. */
const pending = new WeakMap<() => Promise<AuthViewsModule>, Promise<AuthViewsModule>>();

export function loadAuthViews(load: () => Promise<AuthViewsModule> = importAuthViews): Promise<AuthViewsModule> {
  let promise = pending.get(load);
  if (!promise) {
    promise = load().catch((error: unknown) => {
      pending.delete(load);
      throw error;
    });
    pending.set(load, promise);
  }
  return promise;
}

function AuthChunkLoading() {
  const { t } = useTranslation('common');
  return (
    <Modal name="auth-loading" open title={t('loading')} onClose={closeAuth} testId="auth-loading">
      <div aria-busy="true">
        <Skeleton height="40px" />
        <Skeleton height="40px" />
        <Skeleton height="40px" width="60%" />
      </div>
    </Modal>
  );
}

function AuthChunkFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('host');
  return (
    <Modal name="auth-failed" open title={t('auth_chunk_failed_title')} onClose={closeAuth} testId="auth-chunk-failed">
      <ErrorState title={t('auth_chunk_failed_title')} message={t('auth_chunk_failed_body')} onRetry={onRetry} testId="auth-chunk-error" />
    </Modal>
  );
}

class AuthChunkBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[host] the sign-in chunk failed to load:', error instanceof Error ? error.message : error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <AuthChunkFailed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}

export function AuthViewsLoader({ view, load }: { view: AuthView; load?: () => Promise<AuthViewsModule> }) {
  // React.lazy keeps a rejected import forever: a retry makes a new lazy component.
  const [Views, setViews] = useState(() => lazy(() => loadAuthViews(load)));
  return (
    <AuthChunkBoundary onRetry={() => setViews(() => lazy(() => loadAuthViews(load)))}>
      <Suspense fallback={<AuthChunkLoading />}>
        <Views view={view} />
      </Suspense>
    </AuthChunkBoundary>
  );
}
