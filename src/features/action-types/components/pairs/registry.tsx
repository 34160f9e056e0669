/**
 * How each published/draft pair is shown: a registry keyed by field, typed so that each view receives
 * its own field's values (one file per kind of view).
 */
import type { ComponentType } from 'react';
import type { PairField } from '../../pairs';
import { CodePair } from './code-pair';
import { FormPair } from './form-pair';
import { IconPair } from './icon-pair';
import { LinesPair } from './lines-pair';
import { MethodPair } from './method-pair';
import { SchemaPair } from './schema-pair';
import type { PairViewProps } from './types';
import { UrlPair } from './url-pair';

type PairViews = { [F in PairField]: ComponentType<PairViewProps<F>> };

const PAIR_VIEWS: PairViews = {
  url: UrlPair,
  http_method: MethodPair,
  headers: LinesPair,
  params: LinesPair,
  code: CodePair,
  form: FormPair,
  icon: IconPair,
  response_data_schema: SchemaPair,
};

/** Shows one pair with the view registered for its field. */
export function PairView<F extends PairField>(props: PairViewProps<F>) {
  const View: ComponentType<PairViewProps<F>> = PAIR_VIEWS[props.pair.field];
  return <View {...props} />;
}
