// Where a layout draws the current screen.
import { Outlet as RouterOutlet } from 'react-router';

export default function Outlet() {
  return <RouterOutlet />;
}
