import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, reportErrorMessage } from './report-errors';
import { transactionsHref } from './links';
import {
  calendarSummary,
  calendarWeeks,
  cashFlowSummary,
  cashFlowTotals,
  formatPercent,
  groupPlan,
  isCashFlowEmpty,
  netWorthSummary,
  OTHER_SERIES,
  planSummary,
  spendingSummary,
  spendingTotals,
  stackSpending,
} from './transforms';

const flow = [
  { month: '2026-01', income: 5000.1, expenses: 3000.2, savings: 500, net: 1499.9, savings_rate: 0.1 },
  { month: '2026-02', income: 5000.2, expenses: 4200.1, savings: 0, net: 800.1, savings_rate: 0 },
  { month: '2026-03', income: 0, expenses: 0, savings: 0, net: 0, savings_rate: null },
];

describe('cash flow', () => {
  it('totals the months in bani, the savings rate over the whole period', () => {
    const t = cashFlowTotals(flow);
    expect(t).toEqual({ income: 10000.3, expenses: 7200.3, savings: 500, net: 2300, savingsRate: 500 / 10000.3 });
    expect(cashFlowTotals([]).savingsRate).toBeNull();
  });

  it('is empty when no month moved money', () => {
    expect(isCashFlowEmpty(flow)).toBe(false);
    expect(isCashFlowEmpty([flow[2]!])).toBe(true);
  });

  it('says the period in words', () => {
    expect(cashFlowSummary(flow, { from: '2026-01', to: '2026-03' })).toBe(
      'În ianuarie – martie 2026: venituri 10.000,30 lei, cheltuieli 7.200,30 lei, economii 500 lei, net +2.300 lei. Rata de economisire: 5 %. Cele mai mari cheltuieli au fost în februarie 2026: 4.200,10 lei.',
    );
    expect(cashFlowSummary([flow[2]!], { from: '2026-03', to: '2026-03' })).toContain('Fără venituri');
    expect(formatPercent(0.1234)).toBe('12,3 %');
    expect(formatPercent(null)).toBe('—');
  });
});

const spending = [
  { month: '2026-01', category: 'NUTRITIE', subcategory: null, amount: 100 },
  { month: '2026-01', category: 'TRANSPORT', subcategory: null, amount: 50.5 },
  { month: '2026-02', category: 'NUTRITIE', subcategory: null, amount: 20 },
  { month: '2026-02', category: 'LOCUINTA', subcategory: null, amount: 10 },
  { month: '2026-02', category: 'Hobby', subcategory: null, amount: 5 },
];

describe('spending by category', () => {
  it('stacks one series per category, the largest first, zero in months without it', () => {
    const stacked = stackSpending(spending, { from: '2026-01', to: '2026-03' }, false);
    expect(stacked.months).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(stacked.series.map((s) => [s.key, s.label, s.values, s.total])).toEqual([
      ['NUTRITIE', 'Nutriție', [100, 20, 0], 120],
      ['TRANSPORT', 'Transport', [50.5, 0, 0], 50.5],
      ['LOCUINTA', 'Locuință', [0, 10, 0], 10],
      ['Hobby', 'Hobby', [0, 5, 0], 5],
    ]);
  });

  it("gathers what does not fit in 'Altele'", () => {
    const stacked = stackSpending(spending, { from: '2026-01', to: '2026-02' }, false, 3);
    expect(stacked.series.map((s) => s.key)).toEqual(['NUTRITIE', 'TRANSPORT', OTHER_SERIES]);
    expect(stacked.series[2]).toMatchObject({ label: 'Altele (2)', values: [0, 15], total: 15 });
  });

  it('drilled into a category, one series per subcategory, the rows without one named', () => {
    const rows = [
      { month: '2026-01', category: 'NUTRITIE', subcategory: 'Cafenele', amount: 30 },
      { month: '2026-01', category: 'NUTRITIE', subcategory: null, amount: 40 },
    ];
    expect(spendingTotals(rows, true)).toEqual([
      { key: '', label: 'Fără subcategorie', total: 40 },
      { key: 'Cafenele', label: 'Cafenele', total: 30 },
    ]);
    expect(spendingSummary(rows, { from: '2026-01', to: '2026-01' }, 'Nutriție')).toBe(
      'În ianuarie 2026 ai cheltuit 70 lei în 2 subcategorii din Nutriție. Cele mai mari: Fără subcategorie 40 lei, Cafenele 30 lei.',
    );
  });

  it('links a subcategory to the transactions list with its filters', () => {
    expect(transactionsHref({ range: { from: '2026-01', to: '2026-02' }, category: 'NUTRITIE', subcategory: 'Cafenele', accounts: ['a1'] })).toBe(
      '/transactions?tip=EXPENSE&categorie=NUTRITIE&subcategorie=Cafenele&data_de_la=2026-01-01&data_pana_la=2026-02-28&cont=a1',
    );
    expect(transactionsHref({ range: { from: '2026-01', to: '2026-01' }, category: 'NUTRITIE', subcategory: null, accounts: ['a1', 'a2'] })).toBe(
      '/transactions?tip=EXPENSE&categorie=NUTRITIE&data_de_la=2026-01-01&data_pana_la=2026-01-31',
    );
  });
});

describe('plan vs actual', () => {
  const rows = [
    { category: 'NUTRITIE', month: '2026-01', planned: 100, actual: 120.5, difference: 20.5, used_share: 1.205, months_over: 2 },
    { category: 'NUTRITIE', month: '2026-02', planned: 100, actual: 101, difference: 1, used_share: 1.01, months_over: 2 },
    { category: 'TRANSPORT', month: '2026-01', planned: 50, actual: 40, difference: -10, used_share: 0.8, months_over: 0 },
  ];

  it('groups by category in the server order, with the period totals', () => {
    const groups = groupPlan(rows);
    expect(groups.map((g) => [g.label, g.monthsOver, g.planned, g.actual, g.difference, g.months.length])).toEqual([
      ['Nutriție', 2, 200, 221.5, 21.5, 2],
      ['Transport', 0, 50, 40, -10, 1],
    ]);
    expect(planSummary(groups, { from: '2026-01', to: '2026-02' })).toBe(
      'În ianuarie – februarie 2026, 2 categorii au avut plan sau cheltuieli. 1 și-au depășit planul cel puțin o lună; cel mai des Nutriție (2 luni, +21,50 lei față de plan).',
    );
    expect(planSummary(groupPlan([rows[2]!]), { from: '2026-01', to: '2026-01' })).toContain('Nicio categorie');
  });
});

describe('net worth and calendar', () => {
  it('says where net worth ended and how far it moved', () => {
    const rows = [
      { month: '2026-01', net_worth: 1000, change: 100 },
      { month: '2026-02', net_worth: 1500.5, change: 500.5 },
    ];
    expect(netWorthSummary(rows)).toBe('La sfârșitul lui februarie 2026 averea ta netă era 1.500,50 lei, +600,50 lei față de începutul perioadei. Cea mai mare: 1.500,50 lei, în februarie 2026.');
    expect(netWorthSummary([])).toBe('');
  });

  it('lays the month in weeks from Monday, shaded against the heaviest day', () => {
    // 1 January 2026 is a Thursday.
    const rows = Array.from({ length: 31 }, (_, i) => ({ day: `2026-01-${String(i + 1).padStart(2, '0')}`, expenses: i === 4 ? 400 : i === 5 ? 100 : 0 }));
    const weeks = calendarWeeks(rows);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.slice(0, 4)).toEqual([null, null, null, { day: '2026-01-01', expenses: 0, level: 0 }]);
    expect(weeks[1]?.[0]).toEqual({ day: '2026-01-05', expenses: 400, level: 4 });
    expect(weeks[1]?.[1]).toEqual({ day: '2026-01-06', expenses: 100, level: 1 });
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(calendarSummary(rows, '2026-01')).toBe('În ianuarie 2026 ai cheltuit 500 lei în 2 zile. Zilele cele mai grele: 5 ianuarie (400 lei), 6 ianuarie (100 lei).');
  });
});

describe('report errors', () => {
  it('says each refusal in Romanian', () => {
    expect(reportErrorMessage({ hint: 'REPORT_RANGE_REVERSED', code: '22023' })).toBe(REPORT_MESSAGES.reversed);
    expect(reportErrorMessage({ hint: 'REPORT_RANGE_TOO_LONG' })).toBe(REPORT_MESSAGES.tooLong);
    expect(reportErrorMessage({ hint: 'ACCOUNT_NOT_FOUND', code: 'PT404' })).toBe(REPORT_MESSAGES.accountNotFound);
    expect(reportErrorMessage({ code: '22023', hint: null })).toBe(REPORT_MESSAGES.invalidPeriod);
    expect(reportErrorMessage({ code: 'PGRST202' })).toBe(REPORT_MESSAGES.unknownReport);
    expect(reportErrorMessage(new Error('network'))).toBe(REPORT_MESSAGES.failed);
    expect(reportErrorMessage(null)).toBe(REPORT_MESSAGES.failed);
  });
});
