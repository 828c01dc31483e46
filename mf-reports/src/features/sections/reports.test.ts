import { describe, expect, it } from 'vitest';
import { reportAt, reportPath } from './reports';

describe('report addresses', () => {
  it('reads the report from the path, the first one for the page itself or an unknown one', () => {
    expect(reportAt('/reports', '/reports/plan')).toBe('plan');
    expect(reportAt('/reports', '/reports/calendar/extra')).toBe('calendar');
    expect(reportAt('/reports', '/reports')).toBe('flux');
    expect(reportAt('/reports', '/reports/nimic')).toBe('flux');
    expect(reportPath('/reports', 'avere')).toBe('/reports/avere');
  });
});
