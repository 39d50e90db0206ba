// `npm run match -- --jobs JOBS.json RESUME.pdf|RESUME.txt ... [--explain]`: ranks a jobs:import feed for
// each resume with Rumbo's matching engine and prints, per resume file name, the job URLs best first.
// Nothing is written anywhere: the feed is parsed in memory with the importer's own parser.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { extractText, getDocumentProxy } from 'unpdf';
import { matcher } from '../src/domain/matching';
import { parseFeed } from '../src/server/jobs-import';
import { withExtras } from './lib/job-extras';

const USAGE = 'Usage: npm run match -- --jobs JOBS.json RESUME.pdf|RESUME.txt ... [--explain]\n  JOBS.json: a jobs:import feed (JSON or CSV, Greenhouse or Lever export).';

function parseArgs(args: string[]) {
  const jobsAt = args.indexOf('--jobs');
  const jobsFile = jobsAt >= 0 ? args[jobsAt + 1] : undefined;
  const resumes = args.filter((arg, i) => !arg.startsWith('--') && (jobsAt < 0 || i !== jobsAt + 1));
  return { jobsFile, resumes, isExplained: args.includes('--explain') };
}

/** A resume's text: UTF-8 for .txt (and anything not .pdf), unpdf for .pdf. */
async function resumeText(file: string): Promise<string> {
  const bytes = readFileSync(file);
  if (!/\.pdf$/i.test(file)) return bytes.toString('utf8');
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  const { text } = await extractText(pdf, { mergePages: false });
  return text.join('\n');
}

async function main() {
  const { jobsFile, resumes, isExplained } = parseArgs(process.argv.slice(2));
  if (!jobsFile || resumes.length === 0) {
    console.error(USAGE);
    process.exit(2);
  }
  const feedText = readFileSync(jobsFile, 'utf8');
  const feed = parseFeed(jobsFile, feedText, { now: Date.now() });
  for (const problem of feed.problems) console.error(`${jobsFile} line ${problem.line}: ${problem.message} (skipped)`);
  const jobs = feed.format === 'rumbo-json' ? withExtras(feedText, feed.jobs) : feed.jobs;
  const index = matcher.indexJobs(jobs);
  const names = resumes.map((file) => basename(file));
  const output: Record<string, unknown[]> = {};
  for (const [i, file] of resumes.entries()) {
    const profile = matcher.readResume(await resumeText(file), { now: Date.now() });
    const ranked = matcher.rank(profile, index);
    // Two resumes with the same file name in different folders are told apart by their paths.
    const key = names.indexOf(names[i]!) === names.lastIndexOf(names[i]!) ? names[i]! : file;
    output[key] = isExplained
      ? ranked.map(({ job, score, matched_skills, missing_skills, reason }) => ({ job_url: job.job_url, title: job.title, score, matched_skills, missing_skills, reason }))
      : ranked.map(({ job }) => job.job_url);
  }
  console.log(JSON.stringify(output, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
