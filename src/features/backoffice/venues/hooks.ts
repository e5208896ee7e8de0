// The venues screen's reads on the data layer (useCall, swr): the venues the administrator sees, the
// templates (platform administrator only) and one venue's administrators.
import { useCall } from '../../../api/hooks';
import { readAdmins, readTemplates, readVenues } from './api';

export const useVenues = () => useCall('venueList', {}, { read: () => readVenues() });
/** Only the platform administrator may read the templates: `enabled` false reads nothing. */
export const useVenueTemplates = (enabled: boolean) =>
  useCall('venueTemplates', enabled ? {} : null, { read: () => readTemplates() });
export const useVenueAdmins = (shop: string) =>
  useCall('adminList', shop ? { shop } : null, { read: (p) => readAdmins(p.shop) });
