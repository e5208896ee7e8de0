// Gift cards bought online (issue 16): not calls of spec 7 (the spec names the screens, not their
// calls); each with its reason in src/api/calls.ts. Logic in giftPurchase.ts.
import type { FastifyInstance } from 'fastify';
import { ok } from '../wire/answers';
import { type CallEnv, registerCall } from '../wire/define';
import { buyGiftCard, FAMILY_RE, giftProducts, purchaseFor } from './giftPurchase';
import { refusal, refused } from './tickets';

const ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' };

export function registerGiftPurchaseRoutes(app: FastifyInstance, env: CallEnv): void {
  registerCall(app, env, {
    method: 'POST',
    path: '/api/giftcard/products',
    who: 'anyone',
    venue: 'required',
    schema: { properties: { productId: ID } },
    handler: async (ctx) => ok(await giftProducts(ctx.db, ctx.venue!.shopId, ctx.payload.productId)),
  });

  registerCall(app, env, {
    method: 'POST',
    path: '/api/giftcard/buy',
    who: 'user',
    venue: 'required',
    schema: {
      required: ['productId', 'amountCents'],
      properties: {
        productId: ID,
        amountCents: { type: 'integer', minimum: 1, maximum: 10_000_000 },
        family: { type: 'string', pattern: FAMILY_RE.source },
      },
    },
    handler: async (ctx) => {
      const r = await buyGiftCard(
        ctx.db,
        ctx.venue!,
        ctx.user!.userId,
        {
          productId: ctx.payload.productId,
          amountCents: ctx.payload.amountCents,
          family: ctx.payload.family ?? 'shop',
        },
        ctx.now,
      );
      return r.ok ? ok({ rtn: 1, ...r }) : refusal(r);
    },
  });

  // The buyer only: the purchase, and once paid the card number and pass code (issued here once).
  registerCall(app, env, {
    method: 'POST',
    path: '/api/giftcard/purchase',
    who: 'user',
    venue: 'optional',
    schema: { required: ['transactionId'], properties: { transactionId: ID } },
    handler: async (ctx) => {
      const p = await purchaseFor(ctx.db, ctx.user!.userId, ctx.payload.transactionId, ctx.now);
      if (!p)
        return refusal(refused(-2, 'giftcard.product-unknown', 'No gift card purchase of yours has this number.'));
      return ok({ rtn: 1, ...p });
    },
  });
}
