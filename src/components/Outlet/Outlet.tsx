// Where a layout draws the current screen.
import { Outlet as RouterOutlet } from 'react-router-dom';
import type { OutletProps } from '../../generated/component-props';

export default function Outlet(_props: OutletProps) {
  return <RouterOutlet />;
}
