import { emptyClaimForm, type ClaimFormValues } from '../../../shared/claims/claim-form';
import { isClaimFileSlot, type ClaimFileSlot } from '../../../shared/claims/claim-rules';
import type { Config } from '../../lib/config';
import type { ClaimDetail } from './api/claims.queries';
import type { ClaimFormConfig } from '../../../shared/claims/claim-form';

/** Today on this device, 'YYYY-MM-DD' (a purchase date may not be after it). */
export function deviceToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The host's claim switches (spec 01 §3 claim config) and the support address, from the host config. */
export function claimConfigOf(config: Config | undefined): ClaimFormConfig & { supportEmail: string } {
  return {
    problemRequired: config?.claimProblemRequired === true,
    allowNonCode: config?.claimAllowNonCode === true,
    supportEmail: config?.emailSupport ?? '',
  };
}

/** A stored claim as the edit form's values. */
export function valuesOfClaim(claim: ClaimDetail): ClaimFormValues {
  const category = claim.productCategory === 'paa' ? 'paa' : 'bike';
  return {
    ...emptyClaimForm(category, claim.custCode),
    frameNumber: claim.frameNumber ?? '',
    articleCode: claim.nonCode ? '' : (claim.articleCode ?? ''),
    nonCodeDescription: claim.nonCode ? claim.articleDescription : '',
    qty: String(claim.qty),
    description: claim.description,
    customerNotes: claim.customerNotes,
    contactPersonName: claim.contactPersonName,
    contactPersonPhone: claim.contactPersonPhone,
    purchaseDate: claim.purchaseDate?.slice(0, 10) ?? '',
    consumerName: claim.consumer.name,
    consumerPhone: claim.consumer.phone,
    consumerCity: claim.consumer.city,
    consumerAddress: claim.consumer.address,
    consumerEmail: claim.consumer.email,
    problems: claim.problems.map((problem) => ({
      problemId: problem.id,
      part: problem.part,
      description: problem.description,
    })),
  };
}

/** The claim's files by slot, for the edit form. */
export function filesBySlot(claim: ClaimDetail): Partial<Record<ClaimFileSlot, { url: string; fileName: string }>> {
  return Object.fromEntries(
    claim.files.flatMap((file) =>
      isClaimFileSlot(file.slot) ? [[file.slot, { url: file.url, fileName: file.fileName }]] : [],
    ),
  );
}
