const SHORT_CODE_LENGTH = 6;

/** The article code as shown: codes starting with 'I' or '0' show their last 6 characters (S1 §5). */
export function displayArticleCode(code: string): string {
  return code.startsWith('I') || code.startsWith('0') ? code.slice(-SHORT_CODE_LENGTH) : code;
}
