import { describe, expect, it } from 'vitest';
import { orderTypeName } from './order-type';

describe('orderTypeName', () => {
  it('names CF Consignment Fill Up, ZOR a standard order and keeps an unknown code', () => {
    expect(orderTypeName('CF')).toBe('Consignment Fill Up');
    expect(orderTypeName('ZOR')).toBe('Standard Order');
    expect(orderTypeName('ZRE')).toBe('ZRE');
  });
});
