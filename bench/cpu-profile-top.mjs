// The frames of a V8 .cpuprofile with the most self time, and the packages that time falls in.
//   node bench/cpu-profile-top.mjs file.cpuprofile [count]
import { readFileSync } from 'node:fs';
import { isMain } from './lib.mjs';

/** Where a script URL belongs: node's own, a package under node_modules, or the app. */
function owner(url) {
  if (!url) return '(vm)';
  if (url.startsWith('node:')) return 'node';
  const parts = url.split('/node_modules/');
  if (parts.length > 1) {
    const rest = parts.at(-1).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return url.includes('/api/dist/') ? 'app' : url.includes('/libs/') ? 'libs' : url;
}

/**
 * windows: optional [fromUs, toUs] ranges on the monotonic clock (process.hrtime in any process on
 * the machine, which is V8's profile clock too): only samples inside them count, so the app's
 * start and shutdown stay out of a profile of its request path.
 */
export function topFrames(file, count = 25, windows = null) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  const inWindow = (t) => !windows || windows.some(([from, to]) => t >= from && t <= to);
  // timeDeltas[i] is the time before samples[i]: charged to that sample's node.
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (inWindow(t)) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const frames = new Map();
  const packages = new Map();
  for (const [id, us] of selfUs) {
    const { callFrame: f } = byId.get(id);
    const short = f.url ? f.url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/api\/dist\//, 'api/dist/') : '';
    const key = `${f.functionName || '(anonymous)'} ${short ? `${short}:${f.lineNumber + 1}` : ''}`.trim();
    frames.set(key, (frames.get(key) ?? 0) + us);
    const pkg = ['(idle)', '(program)', '(garbage collector)'].includes(f.functionName) ? f.functionName : owner(f.url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]).slice(0, count);
  return { totalMs: total / 1000, frames: sorted(frames), packages: sorted(packages) };
}

export function printTopFrames(file, count = 25, windows = null) {
  const { totalMs, frames, packages } = topFrames(file, count, windows);
  const pct = (us) => `${((us / 1000 / totalMs) * 100).toFixed(1).padStart(5)} %`;
  console.log(`${(totalMs / 1000).toFixed(1)} s sampled\n\nself time by package:`);
  for (const [name, us] of packages) console.log(`${pct(us)}  ${name}`);
  console.log('\nself time by frame:');
  for (const [name, us] of frames) console.log(`${pct(us)}  ${name}`);
}

if (isMain(import.meta.url)) {
  if (!process.argv[2]) throw new Error('usage: node bench/cpu-profile-top.mjs file.cpuprofile [count]');
  printTopFrames(process.argv[2], Number(process.argv[3] ?? 25));
}
