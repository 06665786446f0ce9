import { consumerVoicePhotos } from '../../../shared/files/attachments';
import { decodeConsumerVoiceMessage, type SendCustomerFeedbackInput } from '../../../shared/validation/consumer-voice';
import type { AppDeps } from '../../app-deps';
import { claimUploads, type UploadClaimProblem } from '../uploads/uploads.service';
import type { Viewer } from '../../auth/viewer';
import * as repo from './feedback.repository';

export type SendCustomerFeedbackResult =
  { ok: true; id: number } | { ok: false; problems: { field: string; message: string }[] };

/** Thrown inside the transaction to roll the message back when its photos cannot be attached. */
class PhotosRefused extends Error {
  constructor(readonly problems: UploadClaimProblem[]) {
    super('photos refused');
  }
}

/**
 * Stores a validated consumer-voice message of the viewer, decoded (real line breaks), with the customer the viewer
 * acts for (none for a sales user who has not chosen one), the host it was sent from, and up to 3 photos uploaded
 * before (the viewer's own, complete, images). Message and photos are stored together or not at all.
 */
export async function sendCustomerFeedback(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  host: string,
  input: SendCustomerFeedbackInput & { photoIds?: readonly string[] },
): Promise<SendCustomerFeedbackResult> {
  const { db } = deps;
  const photoIds = input.photoIds ?? [];
  if (photoIds.length > consumerVoicePhotos.maxFiles) {
    return { ok: false, problems: [{ field: 'photoIds', message: consumerVoicePhotos.tooManyMessage }] };
  }
  try {
    return await db.transaction(async (tx) => {
      const { id } = await repo.insertFeedback(tx, viewer.id, {
        customerId: viewer.customerData?.id ?? null,
        host,
        message: decodeConsumerVoiceMessage(input.message),
      });
      if (photoIds.length > 0) {
        const claim = await claimUploads(
          { db: tx },
          {
            userId: viewer.id,
            ids: photoIds,
            attachTo: `consumer-feedback:${String(id)}`,
            kinds: consumerVoicePhotos.kinds,
          },
        );
        if (!claim.ok) throw new PhotosRefused(claim.problems);
        await repo.insertFeedbackPhotos(tx, id, photoIds);
      }
      return { ok: true as const, id };
    });
  } catch (error) {
    if (!(error instanceof PhotosRefused)) throw error;
    return {
      ok: false,
      problems: error.problems.map((p) => ({ field: `photoIds.${String(p.index)}`, message: p.message })),
    };
  }
}
