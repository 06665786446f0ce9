// Average payment days per sorg and year (spec 01 §3, §7 "average payment days") as a table: one row a sorg, one
// column a year, newest first; a year without paid invoices in a sorg is null.

export interface AveragePaymentDaysRow {
  sorg: string;
  year: number;
  days: number;
}

export interface AveragePaymentDaysTable {
  years: number[];
  rows: { sorg: string; days: (number | null)[] }[];
}

/** The pivot of the answer: sorgs ascending, years newest first. */
export function averagePaymentDaysTable(rows: readonly AveragePaymentDaysRow[]): AveragePaymentDaysTable {
  const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => b - a);
  const sorgs = [...new Set(rows.map((row) => row.sorg))].sort();
  return {
    years,
    rows: sorgs.map((sorg) => ({
      sorg,
      days: years.map((year) => rows.find((row) => row.sorg === sorg && row.year === year)?.days ?? null),
    })),
  };
}
