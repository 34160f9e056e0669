/** Seeded action types the tests talk about, by name (the seed gives them stable names). */
import type { ActionTypeRecord } from '@/demo-api/store/records';
import { db } from './demo-server';

export function actionTypeByName(name: string): ActionTypeRecord {
  const found = db.actionTypes.all().find((type) => type.name === name);
  if (!found) throw new Error(`the seed has no action type "${name}"`);
  return found;
}
