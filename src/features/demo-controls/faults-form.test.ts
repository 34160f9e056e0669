import { describe, expect, it } from 'vitest';
import { faultsFormValues, faultsOf, validateFaults } from './faults-form';

describe('the fault switches form', () => {
  it('shows the switches as text and reads them back', () => {
    const values = faultsFormValues({ latency_ms: 250, failure_rate: 0.2 });
    expect(values).toEqual({ latency: '250', failure: '20' });
    expect(faultsOf(values)).toEqual({ latency_ms: 250, failure_rate: 0.2 });
  });

  it('accepts latency from 0 to 30000 ms and failures from 0 to 100 %', () => {
    expect(validateFaults({ latency: '0', failure: '100' })).toEqual({});
    expect(validateFaults({ latency: '30000', failure: '12.5' })).toEqual({});
    expect(validateFaults({ latency: '30001', failure: '-1' })).toEqual({
      latency: 'From 0 to 30000',
      failure: 'From 0 to 100',
    });
    expect(validateFaults({ latency: 'soon', failure: '1e3' })).toEqual({
      latency: 'From 0 to 30000',
      failure: 'From 0 to 100',
    });
  });
});
