/**
 * A data field as the service sends it, decoded as the app receives it: every field present, the
 * given ones changed.
 */
import * as v from 'valibot';
import { dataType } from '@/api/decode/data-types';
import type { DataType } from '@/api/models';
import type { DataType as WireDataType } from '@/api/wire';

export const dataField = (overrides: Partial<Record<keyof WireDataType, unknown>>): DataType =>
  v.parse(dataType, {
    variable: 'v',
    data_path: 'v',
    display_label: null,
    type: 'String',
    source: 'user',
    required: false,
    secret: false,
    format: null,
    item_type: null,
    iterator: null,
    list_values_variable: null,
    children: null,
    groups: null,
    value: null,
    object: 'data_type',
    ...overrides,
  });
