// Where a parent route draws its matched child route.
import { useContext } from 'react';
import { RouteContext } from './context';

export function Outlet() {
  return <>{useContext(RouteContext).outlet}</>;
}
