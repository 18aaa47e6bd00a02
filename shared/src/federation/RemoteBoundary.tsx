/**
 * Every remote mount goes through here (house style 6 and 7): one cached load, Suspense for the
 * remote's own lazy parts, an error boundary for render failures, a retry, a log line tagged with
 * the remote id, and the remote's own emotion cache. Load failures and render failures are told
 * apart; the chrome around keeps working either way.
 */
import { Component, startTransition, Suspense, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteId } from './contract';
import { loadedRemoteModule, loadRemoteModule } from './loader';
import { bus } from '../bus/bus';
import { StyleScope } from '../theme/StyleScope';
import { ErrorState } from '../ui/ErrorState';
import { ProgressBar, Skeleton } from '../ui/Skeleton';

/**
 * `page` and `panel`: a skeleton while loading, a retry when it fails. `widget`: invisible both
 * ways in production (a launcher, a guard). `area`: a small visible part of the chrome (the category
 * nav): nothing while loading (the host reserves its size), a one-row retry when it fails.
 */
export type RemoteKind = 'page' | 'panel' | 'widget' | 'area';

function report(remote: RemoteId, expose: string, phase: 'load' | 'render', error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[remote:${remote}] ${phase} of ${expose} failed: ${message}`);
  bus.publish('federation/remote-failed', { remote, expose, phase, message });
}

function Loading({ kind }: { kind: RemoteKind }) {
  const { t } = useTranslation('common');
  if (kind === 'widget' || kind === 'area') return null;
  return (
    <div aria-busy="true" aria-label={t('remote_loading')} data-testid="remote-loading">
      <ProgressBar />
      <div style={{ display: 'grid', gap: 12, padding: 16 }}>
        <Skeleton height="28px" width="40%" />
        <Skeleton height={kind === 'page' ? '180px' : '96px'} />
        <Skeleton height="96px" />
      </div>
    </div>
  );
}

function Failure({ remote, kind, onRetry, testId = 'remote-failure' }: { remote: RemoteId; kind: RemoteKind; onRetry: () => void; testId?: string }) {
  const { t } = useTranslation('common');
  if (kind === 'widget' && process.env.NODE_ENV === 'production') return null;
  if (kind === 'area') return <ErrorState compact testId={testId} remote={remote} title={t('remote_failed_title')} onRetry={onRetry} />;
  return (
    <ErrorState
      testId={testId}
      remote={remote}
      title={t('remote_failed_title')}
      message={t('remote_failed_body')}
      onRetry={onRetry}
    />
  );
}

interface BoundaryProps {
  remote: RemoteId;
  expose: string;
  kind: RemoteKind;
  onRetry: () => void;
  testId?: string;
  children: ReactNode;
}

class RenderBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    report(this.props.remote, this.props.expose, 'render', error);
  }

  override render() {
    if (this.state.failed) {
      return (
        <Failure
          remote={this.props.remote}
          kind={this.props.kind}
          testId={this.props.testId}
          onRetry={() => {
            this.setState({ failed: false });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

declare global {
  interface Window {
    /** Fault injection for end-to-end tests: remotes whose mounted component throws on render. */
    __VITRINE_FAULTS__?: { render?: string[] };
  }
}

function injectedRenderFault(remote: RemoteId): boolean {
  return typeof window !== 'undefined' && Boolean(window.__VITRINE_FAULTS__?.render?.includes(remote));
}

/** Renders the loaded component, or throws when a test injected a render fault for this remote. */
function Mounted({ remote, Loaded, props }: { remote: RemoteId; Loaded: ComponentType<object>; props: object }) {
  if (injectedRenderFault(remote)) throw new Error(`injected render fault in ${remote}`);
  return <Loaded {...props} />;
}

type LoadState<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed' };

type Loaded<P> = { default?: ComponentType<P> } | undefined;
const usable = <P,>(mod: Loaded<P>): mod is { default: ComponentType<P> } =>
  typeof mod?.default === 'function' || typeof mod?.default === 'object';

/** A module whose load has finished (prefetched): ready at once, no loading frame. */
function readyState<P>(remote: RemoteId, expose: string): LoadState<P> {
  const mod = loadedRemoteModule<Loaded<P>>(remote, expose);
  return usable(mod) ? { status: 'ready', Component: mod.default } : { status: 'loading' };
}

function useRemoteComponent<P>(remote: RemoteId, expose: string, attempt: number): LoadState<P> {
  const [state, setState] = useState<LoadState<P>>(() => readyState<P>(remote, expose));
  const [shown, setShown] = useState({ remote, expose, attempt });
  if (shown.remote !== remote || shown.expose !== expose || shown.attempt !== attempt) {
    // Another module (or a retry): start from what is already loaded, during this render.
    setShown({ remote, expose, attempt });
    setState(readyState<P>(remote, expose));
  }
  useEffect(() => {
    let alive = true;
    // Finished since this render started it loading (a prefetch landed in between): show it now.
    const now = readyState<P>(remote, expose);
    if (now.status === 'ready') {
      setState((current) => (current.status === 'ready' ? current : now));
      return;
    }
    // A retry (attempt > 0) asks the loader to start afresh, not to join a load that is still failing.
    loadRemoteModule<{ default?: ComponentType<P> }>(remote, expose, { retry: attempt > 0 })
      .then((mod) => {
        if (!alive) return;
        if (typeof mod?.default !== 'function' && typeof mod?.default !== 'object') throw new Error(`${expose} has no default export`);
        // The page's first render in slices (a transition), not one long task.
        startTransition(() => setState({ status: 'ready', Component: mod.default as ComponentType<P> }));
      })
      .catch((error: unknown) => {
        if (!alive) return;
        report(remote, expose, 'load', error);
        setState({ status: 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [remote, expose, attempt]);
  return state;
}

export interface RemoteBoundaryProps<P> {
  remote: RemoteId;
  /** Exposed module, e.g. `./HomePage`. */
  expose: string;
  kind?: RemoteKind;
  props: P;
  /** Test id of the failure state (`remote-failure` when omitted). */
  failureTestId?: string;
}

/** Mount an exposed component of a remote. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function RemoteBoundary<P extends Record<string, any>>({ remote, expose, kind = 'page', props, failureTestId }: RemoteBoundaryProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = useRemoteComponent<P>(remote, expose, attempt);
  let content: ReactNode;
  if (state.status === 'loading') content = <Loading kind={kind} />;
  else if (state.status === 'failed') content = <Failure remote={remote} kind={kind} onRetry={retry} testId={failureTestId} />;
  else {
    const Loaded = state.Component as ComponentType<object>;
    content = (
      <RenderBoundary key={attempt} remote={remote} expose={expose} kind={kind} onRetry={retry} testId={failureTestId}>
        <Suspense fallback={<Loading kind={kind} />}>
          <Mounted remote={remote} Loaded={Loaded} props={props} />
        </Suspense>
      </RenderBoundary>
    );
  }
  return (
    <StyleScope cacheKey={`r-${remote}`}>
      <div data-remote-mount={remote} style={{ display: 'contents' }}>
        {content}
      </div>
    </StyleScope>
  );
}
