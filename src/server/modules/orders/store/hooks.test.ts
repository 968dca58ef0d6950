import { describe, expect, it } from 'vitest';
import { createFulfilments, createNoticeTopics, type Fulfilment } from './hooks';

const noop: Fulfilment = { paid: async () => undefined, failed: async () => undefined };

describe('fulfilment by order kind (ADR 0043)', () => {
  it('gives back what was registered for a kind', () => {
    const fulfilments = createFulfilments();
    fulfilments.register('plan', noop);
    expect(fulfilments.of('plan')).toBe(noop);
  });

  it('refuses a kind nobody registered, a second registration and the orders module’s own kind', () => {
    const fulfilments = createFulfilments();
    expect(() => fulfilments.of('plan')).toThrow(/no fulfilment registered for order kind plan/);
    fulfilments.register('plan', noop);
    expect(() => fulfilments.register('plan', noop)).toThrow(/has a fulfilment already/);
    expect(() => fulfilments.register('cart' as 'plan', noop)).toThrow(/order kind cart/);
  });
});

describe('notice topics (ADR 0043)', () => {
  it('hands a topic to its handlers in turn until one finds it its own, and knows no other topic', async () => {
    const topics = createNoticeTopics();
    const asked: string[] = [];
    topics.register('subscription_preapproval', async (id) => {
      asked.push(`plans ${id}`);
      return id === 'pre_1' ? `applied ${id}` : 'notOurs';
    });
    topics.register('subscription_preapproval', async (id) => {
      asked.push(`credits ${id}`);
      return id === 'pre_2' ? `credited ${id}` : 'notOurs';
    });
    expect(await topics.of('subscription_preapproval')?.('pre_1')).toBe('applied pre_1');
    expect(asked).toEqual(['plans pre_1']);
    expect(await topics.of('subscription_preapproval')?.('pre_2')).toBe('credited pre_2');
    expect(await topics.of('subscription_preapproval')?.('pre_3')).toBe('notOurs');
    expect(asked).toEqual(['plans pre_1', 'plans pre_2', 'credits pre_2', 'plans pre_3', 'credits pre_3']);
    expect(topics.of('merchant_order')).toBeUndefined();
  });
});
