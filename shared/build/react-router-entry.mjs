// The router the storefront shares (issue 9: "a smaller entry of the router").
//
// Every app imports 'react-router-dom', and the federation shares it as one singleton. Shared as a
// whole package, nothing in it could be tree-shaken: react-router 7's entry is data routers,
// server rendering, RSC and framework mode besides the declarative router the apps use, about
// 200 KB of script evaluated at every boot. The federation config shares this file under the
// 'react-router-dom' key instead (shared/build/federated-webpack.cjs), so webpack keeps only the
// names below and what they need.
//
// This list is the router's contract between independently released apps, like a shared
// version: an app may import only these names (eslint.config.mjs enforces it in app code), and
// a name added here reaches remotes once the host that provides it is released. Tests import the
// full package, which has the same names.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Outlet,
  Link,
  NavLink,
  Navigate,
  useNavigate,
  useLocation,
  useSearchParams,
  useParams,
  useMatch,
  useHref,
  useInRouterContext,
  useResolvedPath,
  useNavigationType,
  createSearchParams,
  generatePath,
  matchPath,
} from 'react-router';
