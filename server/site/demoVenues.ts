// GET /dev/venues (demo mode only, like every /dev route): the demo venues and their home links, for
// the app's root page (issue 33: `/` in demo mode lists the demo venues; in production it answers 404
// and the root page says to open the venue's own link).
import type { FastifyInstance } from 'fastify';
import { demoHomePath, DEMO_VENUES } from '../seed/venues';

export function registerDemoVenueList(app: FastifyInstance): void {
  app.get('/dev/venues', async () => ({
    success: true,
    result: DEMO_VENUES.map((v) => ({ shopId: v.shopId, name1: v.name1, name2: v.name2, home: demoHomePath(v) })),
  }));
}
