/**
 * The heavier form parts, loaded when a form has them: AsyncSelect (and with it the options cache,
 * TanStack Query), the JSON editor and the advanced fields' section. Until their code is there, a
 * placeholder of their height holds their place.
 */
import { lazy, Suspense } from 'react';
import { SkeletonText } from '@/components/skeleton-text';
import type { AdvancedSectionProps } from '../advanced-section';
import type { FieldInputProps } from './types';

const AsyncSelect = lazy(() =>
  import('./async-select/async-select').then((module) => ({
    default: module.AsyncSelectInput,
  })),
);
const JsonField = lazy(() =>
  import('./json-field').then((module) => ({
    default: module.JsonFieldInput,
  })),
);
const Advanced = lazy(() =>
  import('../advanced-section').then((module) => ({
    default: module.AdvancedSection,
  })),
);

const placeholder = (height: number) => <SkeletonText aria-hidden style={{ height }} />;

export function LazyAsyncSelectInput(props: FieldInputProps) {
  return (
    <Suspense fallback={placeholder(56)}>
      <AsyncSelect {...props} />
    </Suspense>
  );
}

export function LazyJsonFieldInput(props: FieldInputProps) {
  return (
    <Suspense fallback={placeholder(128)}>
      <JsonField {...props} />
    </Suspense>
  );
}

export function LazyAdvancedSection(props: AdvancedSectionProps) {
  return (
    <Suspense fallback={placeholder(48)}>
      <Advanced {...props} />
    </Suspense>
  );
}
