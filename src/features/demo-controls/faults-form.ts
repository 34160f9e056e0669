/** The fault switches as a form (pure): text fields for latency in ms and failure rate in %. */
import type { DemoFaults } from './demo-api';

export interface FaultsFormValues {
  latency: string;
  failure: string;
}

export const MAX_LATENCY_MS = 30_000;

export function faultsFormValues(faults: DemoFaults): FaultsFormValues {
  return {
    latency: String(faults.latency_ms),
    failure: String(Math.round(faults.failure_rate * 100)),
  };
}

function within(text: string, max: number): boolean {
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= max;
}

export function validateFaults(
  values: FaultsFormValues,
): Partial<Record<keyof FaultsFormValues, string>> {
  return {
    ...(within(values.latency, MAX_LATENCY_MS) ? {} : { latency: `From 0 to ${MAX_LATENCY_MS}` }),
    ...(within(values.failure, 100) ? {} : { failure: 'From 0 to 100' }),
  };
}

/** The switches the form sets (call after validateFaults found nothing). */
export function faultsOf(values: FaultsFormValues): DemoFaults {
  return { latency_ms: Number(values.latency), failure_rate: Number(values.failure) / 100 };
}
