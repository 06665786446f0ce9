import { decodeConsumerVoiceMessage, type SendCustomerFeedbackInput } from '../../../shared/validation/consumer-voice';
import type { Db } from '../../db/client';
import type { Viewer } from '../users/users.service';
import * as repo from './feedback.repository';

/**
 * Stores a validated consumer-voice message of the viewer, decoded (real line breaks), with the customer the viewer
 * acts for (none for a sales user who has not chosen one) and the host it was sent from.
 */
export async function sendCustomerFeedback(
  db: Db,
  viewer: Viewer,
  host: string,
  input: SendCustomerFeedbackInput,
): Promise<{ id: number }> {
  return repo.insertFeedback(db, viewer.id, {
    customerId: viewer.customerData?.id ?? null,
    host,
    message: decodeConsumerVoiceMessage(input.message),
  });
}
