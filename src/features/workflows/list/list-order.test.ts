import { describe, expect, it } from 'vitest';
import { ORDER_OPTIONS, orderInForce, orderPatch, orderText } from './list-order';

describe('the workflow list order', () => {
  it('defaults to newest first, and names to A to Z', () => {
    expect(orderInForce({})).toEqual({ by: 'created_at', direction: 'desc' });
    expect(orderInForce({ order_by: 'name' })).toEqual({ by: 'name', direction: 'asc' });
    expect(orderInForce({ order_by: 'updated_at' })).toEqual({
      by: 'updated_at',
      direction: 'desc',
    });
    expect(orderInForce({ order_by: 'name', order_direction: 'desc' })).toEqual({
      by: 'name',
      direction: 'desc',
    });
  });

  it('words every order for the subtitle', () => {
    expect(ORDER_OPTIONS.map((option) => orderText(option.order))).toEqual([
      'newest first',
      'oldest first',
      'most recently updated first',
      'least recently updated first',
      'by name, A to Z',
      'by name, Z to A',
    ]);
  });

  it('writes the default order as nothing, and a name order with its direction', () => {
    expect(orderPatch({ by: 'created_at', direction: 'desc' })).toEqual({
      order_by: undefined,
      order_direction: undefined,
    });
    expect(orderPatch({ by: 'updated_at', direction: 'asc' })).toEqual({
      order_by: 'updated_at',
      order_direction: 'asc',
    });
    expect(orderPatch({ by: 'name', direction: 'asc' })).toEqual({
      order_by: 'name',
      order_direction: 'asc',
    });
  });
});
