import { useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useEffectEvent } from 'react';
import type { OutboxListItem } from '../../../../browser/outbox';
import { visitInputOf } from '../../../../browser/outbox/kinds/visit-form';
import { DEFAULT_LOCALE, resolveLocale } from '../../../lib/locale';

/**
 * The Outbox's "Edit" of a refused visit: the visit's own page, in its edit form, where the refusal is shown and
 * saving fixes the entry (a new key in its place).
 */
export function VisitOutboxEditor({ item, onClose }: { item: OutboxListItem; onClose: () => void }) {
  const navigate = useNavigate();
  const params = useParams({ strict: false });
  const locale = resolveLocale(params.locale) ?? DEFAULT_LOCALE;
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const input = visitInputOf(item.input);
    const brand = input.brand === 'wim' ? 'wim' : 'polygon';
    const id = typeof input.id === 'string' ? input.id : `local-${item.recordId}`;
    close();
    void navigate({
      to: '/$locale/visit-form/$brand/$id',
      params: { locale, brand, id },
      search: item.op === 'delete' ? {} : { edit: true },
    });
  }, [item, locale, navigate]);
  return null;
}
