/**
 * The language the form speaks (src/lib/i18n/form-strings.ts): English unless a screen provides
 * another (the embed provides the host's `locale`).
 */
import { createContext, useContext } from 'react';
import { DEFAULT_STRINGS } from '@/lib/i18n/default-strings';
import type { FormStrings } from '@/lib/i18n/form-strings';

export const FormStringsContext = createContext<FormStrings>(DEFAULT_STRINGS);

export const useFormStrings = (): FormStrings => useContext(FormStringsContext);
