export const fieldDomId = (idPrefix: string, key: string) => `${idPrefix}-${key}`;
