/** The fault switches as a form (pure): text fields for latency in ms and failure rate in %. */
import * as v from 'valibot';
import { messagesOf, type FormSchema } from '@/lib/form/resolver';
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

/** A number typed as text, from 0 to `max`. */
const upTo = (max: number) =>
  v.pipe(
    v.string(),
    v.check((text) => within(text, max), `From 0 to ${max}`),
  );

export const faultsFormSchema: FormSchema<FaultsFormValues> = v.object({
  latency: upTo(MAX_LATENCY_MS),
  failure: upTo(100),
});

export const validateFaults = (values: FaultsFormValues) => messagesOf(faultsFormSchema, values);

/** The switches the form sets (call after validateFaults found nothing). */
export function faultsOf(values: FaultsFormValues): DemoFaults {
  return { latency_ms: Number(values.latency), failure_rate: Number(values.failure) / 100 };
}
