import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FastOrderProblemReason } from '../../../shared/catalog/fast-order';
import { FAST_ORDER_MAX_QTY } from '../../../shared/catalog/fast-order';

/** Why a fast-order line could not be read. The numeric ones are the spec's '*Must Be Numeric'. */
export function fastOrderProblemText(i18n: I18n, reason: FastOrderProblemReason): string {
  switch (reason) {
    case 'not-numeric':
      return i18n._(msg`*Must Be Numeric`);
    case 'decimal':
      return i18n._(msg`*Must Be Numeric (whole pieces only, no decimals)`);
    case 'zero':
      return i18n._(msg`Quantity must be at least 1`);
    case 'too-large': {
      const max = FAST_ORDER_MAX_QTY;
      return i18n._(msg`Quantity must be at most ${max}`);
    }
    case 'missing-quantity':
      return i18n._(msg`Quantity is missing`);
    case 'invalid-code':
      return i18n._(msg`Not an article code`);
    case 'too-many-columns':
      return i18n._(msg`Expected an article code and a quantity`);
  }
}
