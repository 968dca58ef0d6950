/**
 * Contract of the payment provider's webhook (docs/architecture.md §5): `POST /api/payments/stripe/webhook`.
 * The body is Stripe's signed Event, read as raw bytes (the signature covers them), so
 * {@link stripeEventDocSchema} documents it and validates nothing; the answer is {@link webhookAckSchema}.
 * Event object: https://docs.stripe.com/api/events/object.
 * @module
 */
import { z } from 'zod';

/** Answer to an accepted delivery (applied now, applied before, or not acted on): Stripe stops retrying. */
export const webhookAckSchema = z.object({ received: z.literal(true) }).meta({ id: 'WebhookAck' });
export type WebhookAck = z.infer<typeof webhookAckSchema>;

/** A Stripe Event as delivered (documentation only; the route verifies the raw bytes). */
export const stripeEventDocSchema = z
  .object({
    id: z.string().meta({ description: 'Event id (`evt_…`), the deduplication key', example: 'evt_1Q…' }),
    object: z.literal('event'),
    type: z.string().meta({
      description:
        'Acted on: `payment_intent.succeeded`, `payment_intent.payment_failed`, `payment_intent.canceled`; ' +
        'any other type is acknowledged and ignored',
      example: 'payment_intent.succeeded',
    }),
    created: z.number().int().meta({ description: 'Unix seconds' }),
    data: z.object({
      object: z
        .object({
          id: z.string().meta({ description: 'PaymentIntent id (`pi_…`): the order’s payment id' }),
          object: z.literal('payment_intent'),
          status: z.string(),
          metadata: z.object({ orderId: z.string(), reference: z.string() }).partial(),
        })
        .loose(),
    }),
  })
  .loose()
  .meta({ id: 'StripeEvent' });
