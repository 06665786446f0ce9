/**
 * A PDI's checklist answers as the server takes them (spec 02 §5: "PDI checklist ids are converted to integers").
 * The form keeps its ticks by item id in an object, and an object's keys are strings once stored (a draft, an
 * outbox entry): every id is turned back into an integer here, for the form and for the outbox alike.
 */
export interface PdiCheck {
  id: number;
  checked: boolean;
}

/** The integer id of a checklist item ("12", 12, 12.0 → 12), or null when it is not a positive whole number. */
export function pdiChecklistId(id: unknown): number | null {
  const number = typeof id === 'number' ? id : typeof id === 'string' && id.trim() !== '' ? Number(id) : Number.NaN;
  if (!Number.isFinite(number)) return null;
  const whole = Math.trunc(number);
  return whole > 0 && whole === number ? whole : null;
}

/**
 * Every template item once, in the template's order, ticked when `checked` says so (keys as numbers or strings).
 * An item the template has and the ticks do not name is unchecked.
 */
export function pdiChecklistAnswers(
  template: readonly { id: number | string }[],
  checked: Readonly<Record<string, boolean | undefined>>,
): PdiCheck[] {
  const answers: PdiCheck[] = [];
  for (const item of template) {
    const id = pdiChecklistId(item.id);
    if (id === null || answers.some((answer) => answer.id === id)) continue;
    answers.push({ id, checked: checked[String(id)] === true });
  }
  return answers;
}

/**
 * Checklist answers read back from storage (an entry of any build): integer ids, or null when one is not an
 * integer or is named twice (the entry is then refused on the device, never sent).
 */
export function pdiChecksOf(value: unknown): PdiCheck[] | null {
  if (!Array.isArray(value)) return null;
  const checks: PdiCheck[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) return null;
    const { id, checked } = item as { id?: unknown; checked?: unknown };
    const whole = pdiChecklistId(id);
    if (whole === null || checks.some((check) => check.id === whole)) return null;
    checks.push({ id: whole, checked: checked === true });
  }
  return checks;
}
