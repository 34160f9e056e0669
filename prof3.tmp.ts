import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
const rep = (s: string, n: number) => s.repeat(Math.ceil(n / s.length)).slice(0, n);
const c = process.argv[2] ?? '_a_';
const out: string[] = [];
for (const kb of (process.argv[3] ?? "8,16,32,64").split(",").map(Number)) {
  const src = rep(c, kb * 1024);
  const t = process.cpuUsage();
  fromMarkdown(src, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const u = process.cpuUsage(t);
  out.push(`${kb}KB ${((u.user + u.system) / 1000).toFixed(0)}ms`);
}
console.log(JSON.stringify(c).padEnd(10), out.join('  '));
