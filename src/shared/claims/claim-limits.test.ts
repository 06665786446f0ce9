import { describe, expect, it } from 'vitest';
import { claimLimitMessages, claimWarrantyProblem } from './claim-limits';

describe('claimWarrantyProblem', () => {
  it('accepts a purchase within the warranty period of the category', () => {
    expect(claimWarrantyProblem('bike', '2021-11-27', '2026-11-27')).toBeNull();
    expect(claimWarrantyProblem('paa', '2024-11-27', '2026-11-27')).toBeNull();
  });
  it('refuses a purchase after the claim day or beyond the period', () => {
    expect(claimWarrantyProblem('bike', '2026-11-28', '2026-11-27')).toBe(claimLimitMessages.purchaseInFuture);
    expect(claimWarrantyProblem('bike', '2021-11-26', '2026-11-27')).toBe('The warranty period of 5 years has passed');
    expect(claimWarrantyProblem('paa', '2024-11-26', '2026-11-27')).toBe('The warranty period of 2 years has passed');
  });
});
