// The app's router (README.md): the part of react-router's API the app and its tests use.
export type { Location, NavigateFunction, NavigateOptions, Params, Path, RouteMatch, RouteObject, To } from './types';
export { createPath, parsePath, resolveTo } from './path';
export { matchRoutes } from './match';
export { createBrowserRouter, createMemoryRouter, type PatchRoutesArgs, type Router, type RouterInit, type RouterState } from './createRouter';
export { RouterProvider } from './RouterProvider';
export { Outlet } from './Outlet';
export { useLocation, useNavigate, useParams, useRouteError, useSearchParams, type SetSearchParams } from './hooks';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './Link';
export { Navigate } from './Navigate';
export { MemoryRouter, Route, Routes, createRoutesFromChildren } from './MemoryRouter';
