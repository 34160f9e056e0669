import { createHash } from 'node:crypto';
import { buildSeed } from '@/demo-api/seed';
console.log(createHash('sha256').update(JSON.stringify(buildSeed())).digest('hex'));
