import { describe, expect, it } from 'vitest';
import { formMessages } from '../validation/form-rules';
import { formatPhoneForHost } from '../contact/phone-display';
import { claimMessages } from './claim-input';
import {
  claimDateRangeProblem,
  claimFormMessages,
  claimFormProblems,
  emptyClaimForm,
  parseClaimListSearch,
  toClaimBikeInput,
  toClaimPaaInput,
  type ClaimFormValues,
} from './claim-form';

const config = { problemRequired: false, allowNonCode: false };
const today = '2026-11-27';

function filled(overrides: Partial<ClaimFormValues> = {}): ClaimFormValues {
  return {
    ...emptyClaimForm('bike', 'C100'),
    frameNumber: ' wtu123c4567d ',
    description: 'Crack at the rear dropout',
    contactPersonName: 'Budi',
    contactPersonPhone: '0812-3456',
    purchaseDate: '2026-03-01',
    consumerName: 'Sari',
    consumerPhone: '08123456789',
    consumerEmail: 'sari@example.com',
    ...overrides,
  };
}

describe('claimFormProblems', () => {
  it('passes a complete bike claim', () => {
    expect(claimFormProblems(filled(), config, today)).toEqual({});
  });

  it('names each missing or wrong field with the shared messages', () => {
    const problems = claimFormProblems(
      filled({ frameNumber: '', consumerPhone: '12ab', consumerEmail: 'nope', description: '<b>' }),
      config,
      today,
    );
    expect(problems).toEqual({
      frameNumber: formMessages.required,
      consumerPhone: formMessages.phone,
      consumerEmail: formMessages.email,
      description: formMessages.text,
    });
  });

  it('refuses a phone of 18 digits and a purchase date after today', () => {
    const problems = claimFormProblems(
      filled({ contactPersonPhone: '1'.repeat(18), purchaseDate: '2026-11-28' }),
      config,
      today,
    );
    expect(problems.contactPersonPhone).toBe(formMessages.phone);
    expect(problems.purchaseDate).toBe(claimFormMessages.purchaseDateFuture);
  });

  it('asks for a problem when the host requires one', () => {
    expect(claimFormProblems(filled(), { ...config, problemRequired: true }, today).problems).toBe(
      claimMessages.problemRequired,
    );
  });

  it('takes a described PAA article only with claimAllowNonCode, under the article description rule', () => {
    const paa = filled({ productCategory: 'paa', frameNumber: '', nonCodeDescription: 'Saddle <red>' });
    expect(claimFormProblems(paa, config, today).articleCode).toBe(claimMessages.articleRequired);
    expect(claimFormProblems(paa, { ...config, allowNonCode: true }, today).nonCodeDescription).toBe(
      claimMessages.articleDescription,
    );
    expect(
      claimFormProblems({ ...paa, nonCodeDescription: 'Saddle, red' }, { ...config, allowNonCode: true }, today),
    ).toEqual({});
    expect(claimFormProblems({ ...paa, articleCode: 'A1', qty: '0' }, config, today).qty).toBe(claimFormMessages.qty);
  });
});

describe('claim inputs', () => {
  it('normalises the frame number and strips phone formatting', () => {
    const input = toClaimBikeInput(filled());
    expect(input.frameNumber).toBe('WTU123C4567D');
    expect(input.contactPersonPhone).toBe('08123456');
  });

  it('keeps a number typed with + as international (00), so the display adds no host code to it', () => {
    const input = toClaimBikeInput(filled({ contactPersonPhone: '+49 30 1234-567', consumerPhone: ' 0812 345 ' }));
    expect(input.contactPersonPhone).toBe('0049301234567');
    expect(input.consumer.phone).toBe('0812345');
    expect(formatPhoneForHost(input.contactPersonPhone, '+62')).toBe('+49301234567');
    expect(formatPhoneForHost(input.consumer.phone, '+62')).toBe('+62 812 345');
    expect(claimFormProblems(filled({ contactPersonPhone: '+1 (503) 555-0100' }), config, today)).toEqual({});
  });

  it('sends a coded PAA article by code and a described one by its words', () => {
    const paa = filled({ productCategory: 'paa', articleCode: 'A1', qty: '2' });
    expect(toClaimPaaInput(paa)).toMatchObject({ articleCode: 'A1', nonCodeDescription: null, qty: 2 });
    expect(toClaimPaaInput({ ...paa, articleCode: '', nonCodeDescription: ' Bell ' })).toMatchObject({
      articleCode: null,
      nonCodeDescription: 'Bell',
    });
  });
});

describe('claim list search', () => {
  it('keeps known values and drops the rest', () => {
    expect(
      parseClaimListSearch({ page: '2', limit: '20', status: 'approved', from: '2026-11-01', q: ' WTU ' }),
    ).toEqual({
      page: 2,
      limit: 20,
      status: 'approved',
      from: '2026-11-01',
      q: 'WTU',
    });
    expect(parseClaimListSearch({ page: '-1', limit: '50', status: 'nope', to: '1.1.2026' })).toEqual({
      page: 1,
      limit: 10,
    });
  });

  it('applies the 30-day rule to the dates', () => {
    expect(claimDateRangeProblem(undefined, undefined)).toBeNull();
    expect(claimDateRangeProblem('2026-01-01', undefined)).toBe(formMessages.required);
    expect(claimDateRangeProblem('2026-01-01', '2026-01-31')).toBeNull();
    expect(claimDateRangeProblem('2026-01-01', '2026-02-01')).toBe(formMessages.dateRange);
  });
});
