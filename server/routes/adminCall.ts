// A venue administrator's back-office call (console, menu): POST, admin only, the venue required, the
// payload's identity fields bounded. One registrar for every back-office route file.
import type { FastifyInstance } from 'fastify';
import type { Answer } from '../wire/answers';
import { type CallEnv, type Ctx, registerCall } from '../wire/define';

export const S = (max = 100) => ({ type: 'string', maxLength: max });
const ID = { shop: S(), id: S(), shp: S(), siteId: S(), device: S(), ordLot: S() };

/** Registers admin calls on `app`: `admin(path, properties, handler, required?)`. */
export const adminCaller =
  (app: FastifyInstance, env: CallEnv) =>
  <P extends string>(
    path: P,
    properties: Record<string, unknown>,
    handler: (ctx: Ctx<P>) => Promise<Answer>,
    required: string[] = [],
  ) =>
    registerCall(app, env, {
      method: 'POST',
      path,
      who: 'admin',
      venue: 'required',
      schema: { required, properties: { ...ID, ...properties } },
      handler,
    });
