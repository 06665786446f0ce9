// The "special hostnames" on which the credit widget's 'balance' reads 'open to buy' (spec 01 §6). The spec gives
// no list; like its CUSTOM_URL_TO_HIDE_NEW_INQUIRY, it is a hostname list in the code (docs/decisions.md "Credit
// widget"): the Indonesian demo host, whose dealers think of credit as what they may still buy.

/** Hostnames (compared after normalizeHostname) that say 'open to buy' instead of 'balance'. */
export const OPEN_TO_BUY_HOSTNAMES: readonly string[] = ['id.localhost'];
