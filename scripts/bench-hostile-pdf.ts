// `npm run bench:hostile-pdf`: what each hostile PDF of tests/helpers/hostile-pdf.ts costs the
// server now that uploads are read in parser processes (docs/security.md, "Uploaded files"): the
// time until the file is answered, the parser's peak resident memory (its /proc status, read every
// 10 ms), and the event-loop delay of this process, which stands for the serving one, meanwhile.
// Then a two-page résumé in the same warm parser, for comparison. Linux only (/proc).
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createPdfParsers, PARSER_LIMITS } from '../src/server/platform/resume-matching/pdf-parsers';
import { declaredPageCountPdf, flateBombPdf, hugePageTreePdf, nestedFormsPdf, streamChainPdf } from '../tests/helpers/hostile-pdf';
import { resumePdf } from '../tests/helpers/pdf';

/** This process's children (the parser processes) and their resident memory in KiB. */
function childrenRss(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      found.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

async function main() {
  const parsers = createPdfParsers();
  parsers.warm();
  const resume = await resumePdf(['Ana García — Senior Backend Engineer', 'Go, Java, Python, Kafka, PostgreSQL, AWS and Kubernetes.'], 2);
  // Warm: the first parse after the start loads pdf.js's code paths.
  await parsers.withParser((parse) => parse(resume));
  const files: Array<[string, Uint8Array]> = [
    ['nested forms 10×5', nestedFormsPdf(10, 5)],
    ['nested forms 10×6', nestedFormsPdf(10, 6)],
    ['Flate bomb 512 MB', flateBombPdf(512)],
    ['stream chain 200×64 MB', streamChainPdf(200, 64)],
    ['page tree of 10^6 pages', hugePageTreePdf(10, 6)],
    ['declared 10^9 pages', declaredPageCountPdf()],
    ['résumé, 2 pages', resume],
  ];
  console.log(
    `Limits: ${PARSER_LIMITS.parseMs} ms of CPU (${PARSER_LIMITS.starvedParseMs} ms in all when starved), ${PARSER_LIMITS.addressSpaceKiB / 1024} MiB address space, ${PARSER_LIMITS.heapMiB} MiB heap, nice ${PARSER_LIMITS.niceness}`,
  );
  console.log(`Machine: ${availableParallelism()} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}\n`);
  console.log(
    `${'file'.padEnd(26)} ${'bytes'.padStart(6)}  ${'answer'.padEnd(14)} ${'time'.padStart(8)} ${'parser peak'.padStart(12)} ${'loop p99'.padStart(9)} ${'loop max'.padStart(9)}`,
  );
  for (const [name, data] of files) {
    const delay = monitorEventLoopDelay({ resolution: 5 });
    let peakKiB = 0;
    const sampler = setInterval(() => {
      for (const rss of childrenRss().values()) peakKiB = Math.max(peakKiB, rss);
    }, 10);
    delay.enable();
    const start = performance.now();
    const parsed = await parsers.withParser((parse) => parse(data));
    const elapsed = performance.now() - start;
    delay.disable();
    clearInterval(sampler);
    const answer = 'refused' in parsed ? parsed.refused : `read, ${parsed.pages} p.`;
    const ms = (nanoseconds: number) => `${(nanoseconds / 1e6).toFixed(1)} ms`;
    console.log(
      `${name.padEnd(26)} ${String(data.length).padStart(6)}  ${answer.padEnd(14)} ${`${elapsed.toFixed(0)} ms`.padStart(8)} ${`${(peakKiB / 1024).toFixed(0)} MiB`.padStart(12)} ${ms(delay.percentile(99)).padStart(9)} ${ms(delay.max).padStart(9)}`,
    );
    // Let a killed parser's replacement start before the next file.
    await new Promise((resolve) => setTimeout(resolve, 600));
  }
  parsers.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
