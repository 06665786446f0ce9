/**
 * The visit forms' answers and refusals (not in the spec; our words), byte-exact as the server sends them: the app
 * translates them through Lingui with the English text as the message id, or by `userErrors.code`. A customer the
 * rep no longer serves answers the spec's `errorMessages.customerNotYours` (src/shared/errors/error-codes.ts).
 */
export const visitFormMessages = {
  saved: 'The visit has been saved',
  updated: 'The visit has been updated',
  deleted: 'The visit has been deleted',
  notSaved: 'The visit could not be saved',
  notDeleted: 'The visit could not be deleted',
  notFound: 'This visit was not found',
  onlyAuthor: 'Only the rep who recorded this visit can change it',
  conflict: 'This visit was changed since you opened it',
  brandClosed: 'This visit form is not open to you',
  brandChange: 'The brand of a visit cannot change',
  notInList: 'This choice is not in the list',
  customerNotFound: 'This customer was not found',
  unifiedCode: "Send the customer's own code, not its unified code",
  notWimCustomer: 'This customer does not buy WIM bikes',
  unknownSlot: 'This photo slot does not exist',
  slotTwice: 'This photo slot is named twice',
  uploadAndFile: 'Send an upload id or a file, not both',
  notAFile: 'Send the file in a multipart request',
  photoInTwoSlots: 'This photo is already in another slot',
  photoTooLarge: 'Visit photos may be at most 2048 pixels on their longest side',
  clientId: 'clientId must be 1 to 100 letters, digits, - or _, and not only digits',
} as const;
