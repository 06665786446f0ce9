// The claim form as the dealer fills it (spec 02 §5 Claim, spec 01 §5 shared form rules): its values as typed,
// their problems by field, and the API input they become (checked again on the server by claim-input.ts). One
// definition for the create and edit pages and the outbox.
import { frameNumberProblem, normaliseFrameNumber } from '../frames/frame-number';
import {
  DATE_RANGE_MAX_DAYS,
  formMessages,
  isDateRangeWithin,
  isEmail,
  isMultiLineText,
  isNotEmpty,
  isPhone,
  isText,
} from '../validation/form-rules';
import { claimMessages } from './claim-input';
import type { ClaimProductCategory } from './claim-rules';

export { parseClaimListSearch, type ClaimListSearch } from './claim-list-search';

/** Messages of the claim form that neither the shared rules nor the server's claim messages have. */
export const claimFormMessages = {
  qty: 'The quantity must be at least 1',
  purchaseDateFuture: 'The purchase date cannot be in the future',
} as const;

/** A problem the dealer named: one of the catalogue's (claimProblems). */
export interface ClaimFormProblem {
  problemId: string;
  part: string;
  description: string;
}

/** The form's values, as typed (strings), kept in the draft and the outbox entry to open it again. */
export interface ClaimFormValues {
  productCategory: ClaimProductCategory;
  custCode: string;
  frameNumber: string;
  articleCode: string;
  /** PAA with claimAllowNonCode: an article without a code, in words. */
  nonCodeDescription: string;
  qty: string;
  description: string;
  customerNotes: string;
  contactPersonName: string;
  contactPersonPhone: string;
  purchaseDate: string;
  consumerName: string;
  consumerPhone: string;
  consumerCity: string;
  consumerAddress: string;
  consumerEmail: string;
  problems: ClaimFormProblem[];
}

export function emptyClaimForm(productCategory: ClaimProductCategory, custCode: string): ClaimFormValues {
  return {
    productCategory,
    custCode,
    frameNumber: '',
    articleCode: '',
    nonCodeDescription: '',
    qty: '1',
    description: '',
    customerNotes: '',
    contactPersonName: '',
    contactPersonPhone: '',
    purchaseDate: '',
    consumerName: '',
    consumerPhone: '',
    consumerCity: '',
    consumerAddress: '',
    consumerEmail: '',
    problems: [],
  };
}

export type ClaimFormField = keyof ClaimFormValues;

/** What the host allows (spec 01 §3 claim config). */
export interface ClaimFormConfig {
  problemRequired: boolean;
  allowNonCode: boolean;
}

/**
 * Digits of a phone as typed (spec 02 shared form rules: digits only, max 17): spaces, dashes and brackets are
 * formatting, not content. A leading + becomes 00, the international call prefix, so the stored digits still say
 * the number carries its country code and the display does not put the host's in front
 * (src/shared/contact/phone-display.ts).
 */
export function phoneDigits(raw: string): string {
  const trimmed = raw.trim();
  const international = trimmed.startsWith('+');
  const digits = (international ? trimmed.slice(1) : trimmed).replace(/[\s\-()+]/g, '');
  return international ? `00${digits}` : digits;
}

/** The form's problems by field (English, the Lingui ids), empty when it can be filed. `today` is 'YYYY-MM-DD'. */
export function claimFormProblems(
  values: ClaimFormValues,
  config: ClaimFormConfig,
  today: string,
): Partial<Record<ClaimFormField, string>> {
  const problems: Partial<Record<ClaimFormField, string>> = {};
  const requiredText = (field: ClaimFormField, value: string, multiLine = false) => {
    if (!isNotEmpty(value)) problems[field] = formMessages.required;
    else if (!(multiLine ? isMultiLineText(value) : isText(value))) problems[field] = formMessages.text;
  };
  const phone = (field: ClaimFormField, value: string) => {
    if (value.trim() === '') problems[field] = formMessages.required;
    else if (!isPhone(phoneDigits(value))) problems[field] = formMessages.phone;
  };
  if (values.productCategory === 'bike') {
    const frame = frameNumberProblem(values.frameNumber);
    if (frame) problems.frameNumber = frame;
  } else {
    const described = values.nonCodeDescription.trim();
    if (values.articleCode === '' && (!config.allowNonCode || described === '')) {
      problems.articleCode = claimMessages.articleRequired;
    } else if (values.articleCode === '' && !isText(described)) {
      problems.nonCodeDescription = claimMessages.articleDescription;
    }
    const qty = Number(values.qty);
    if (!Number.isInteger(qty) || qty < 1) problems.qty = claimFormMessages.qty;
  }
  requiredText('description', values.description, true);
  if (values.customerNotes !== '' && !isMultiLineText(values.customerNotes)) problems.customerNotes = formMessages.text;
  requiredText('contactPersonName', values.contactPersonName);
  phone('contactPersonPhone', values.contactPersonPhone);
  if (values.purchaseDate === '') problems.purchaseDate = formMessages.required;
  else if (values.purchaseDate > today) problems.purchaseDate = claimFormMessages.purchaseDateFuture;
  requiredText('consumerName', values.consumerName);
  phone('consumerPhone', values.consumerPhone);
  if (values.consumerCity !== '' && !isText(values.consumerCity)) problems.consumerCity = formMessages.text;
  if (values.consumerAddress !== '' && !isMultiLineText(values.consumerAddress)) {
    problems.consumerAddress = formMessages.text;
  }
  if (values.consumerEmail !== '' && !isEmail(values.consumerEmail.trim())) problems.consumerEmail = formMessages.email;
  if (config.problemRequired && values.problems.length === 0) problems.problems = claimMessages.problemRequired;
  return problems;
}

function common(values: ClaimFormValues) {
  return {
    custCode: values.custCode,
    description: values.description.trim(),
    customerNotes: values.customerNotes.trim(),
    contactPersonName: values.contactPersonName.trim(),
    contactPersonPhone: phoneDigits(values.contactPersonPhone),
    purchaseDate: values.purchaseDate,
    consumer: {
      name: values.consumerName.trim(),
      phone: phoneDigits(values.consumerPhone),
      city: values.consumerCity.trim(),
      address: values.consumerAddress.trim(),
      email: values.consumerEmail.trim(),
    },
    problems: values.problems.map((problem) => ({
      problemId: problem.problemId,
      part: problem.part,
      description: problem.description,
    })),
  };
}

/** The bike claim's API input (ClaimBikeInput). */
export function toClaimBikeInput(values: ClaimFormValues) {
  return { ...common(values), frameNumber: normaliseFrameNumber(values.frameNumber) };
}

/** The PAA claim's API input (ClaimPaaInput): the article's code, or its words with claimAllowNonCode. */
export function toClaimPaaInput(values: ClaimFormValues) {
  const coded = values.articleCode !== '';
  return {
    ...common(values),
    articleCode: coded ? values.articleCode : null,
    nonCodeDescription: coded ? null : values.nonCodeDescription.trim(),
    qty: Number(values.qty),
  };
}

/** The filter's date problem (the shared 30-day rule; both dates or neither), or null. */
export function claimDateRangeProblem(from: string | undefined, to: string | undefined): string | null {
  if (!from && !to) return null;
  if (!from || !to) return formMessages.required;
  return isDateRangeWithin(from, to, DATE_RANGE_MAX_DAYS) ? null : formMessages.dateRange;
}
