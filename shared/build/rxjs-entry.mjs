// The part of RxJS the storefront shares (issue 9: send less script before the first paint).
//
// rxjs is a shared singleton (the host's event bus and the session's subjects are its objects).
// Shared as a whole package nothing in it could be tree-shaken: about 66 KB of operators,
// schedulers and ajax, evaluated at every boot. The federation config shares this file under the
// 'rxjs' key instead (shared/build/federated-webpack.cjs). It imports rxjs's own modules by path:
// a bare 'rxjs' here would be the shared key itself.
//
// This list is a contract between independently released apps, like a shared version: app code
// may import only these names from 'rxjs' (eslint.config.mjs), and a name added here reaches
// remotes once the host that provides it is released. Tests import the full package.
export { Observable } from 'rxjs/internal/Observable';
export { Subject } from 'rxjs/internal/Subject';
export { BehaviorSubject } from 'rxjs/internal/BehaviorSubject';
export { ReplaySubject } from 'rxjs/internal/ReplaySubject';
export { Subscription } from 'rxjs/internal/Subscription';
export { map } from 'rxjs/internal/operators/map';
export { filter } from 'rxjs/internal/operators/filter';
export { distinctUntilChanged } from 'rxjs/internal/operators/distinctUntilChanged';
