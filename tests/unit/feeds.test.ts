import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFeed } from '~/server/jobs-import';
import { jsonElementLines, parseCsv } from '~/server/jobs-import/text-formats';

const NOW = Date.UTC(2026, 10, 22, 12);
const fixture = (name: string) => readFileSync(`tests/fixtures/feeds/${name}`, 'utf8');

describe('feed text formats', () => {
  it('reads RFC 4180 CSV with quotes, doubled quotes and line breaks inside fields, keeping start lines', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"multi\nline",z\n')).toEqual([
      { line: 1, value: ['a', 'b'] },
      { line: 2, value: ['x, y', 'say "hi"'] },
      { line: 3, value: ['multi\nline', 'z'] },
    ]);
    expect(() => parseCsv('a\n"open')).toThrow('Unclosed quote in the record starting on line 2');
  });
  it('finds the line of each job in a JSON array or under a jobs key', () => {
    expect(jsonElementLines('[\n {"a": "[x,"},\n\n {"b": [1,\n2]}, 3\n]')).toEqual([2, 4, 5]);
    expect(jsonElementLines('{"meta": [9, 9],\n "jobs": [\n{"t": "}"},\n{}\n]}')).toEqual([3, 4]);
  });
});

describe('job feeds', () => {
  it('imports the Greenhouse job-board format', () => {
    const feed = parseFeed('board.json', fixture('greenhouse.json'), { now: NOW });
    expect(feed.format).toBe('greenhouse');
    expect(feed.jobs).toEqual([
      {
        job_url: 'https://boards.greenhouse.io/andesrobotics/jobs/4012345',
        title: 'Robotics Software Engineer',
        company: 'Andes Robotics',
        location: 'Santiago, Chile',
        role_type: 'Software Engineering',
        creation_date: Date.parse('2026-11-18T14:00:00Z'),
        description: 'Build robots that pick fruit.',
      },
      {
        job_url: 'https://boards.greenhouse.io/andesrobotics/jobs/4012346',
        title: 'Data Analyst',
        company: 'Andesrobotics',
        location: 'Remote (LatAm)',
        role_type: '',
        creation_date: Date.parse('2026-11-21T08:00:00Z'),
      },
    ]);
    expect(feed.problems).toEqual([{ line: 26, message: 'job_url Invalid job URL' }]);
  });
  it('imports the Lever postings format, with the company given or taken from the board URL', () => {
    const feed = parseFeed('lever.json', fixture('lever.json'), { now: NOW, company: 'Quetzal Pay' });
    expect(feed.format).toBe('lever');
    expect(feed.jobs).toEqual([
      {
        job_url: 'https://jobs.lever.co/quetzal-pay/5f1c2a3b-0000-4000-8000-000000000001',
        title: 'Diseñadora de Producto',
        company: 'Quetzal Pay',
        location: 'Madrid, España',
        role_type: 'Design',
        creation_date: 1795000000000,
        description: 'Diseña la app de pagos.',
      },
    ]);
    expect(feed.problems).toEqual([{ line: 14, message: 'title is required' }]);
    expect(parseFeed('lever.json', fixture('lever.json'), { now: NOW }).jobs[0]?.company).toBe('Quetzal Pay');
  });
  it('imports CSV and reports each bad row with its line', () => {
    const feed = parseFeed('jobs.csv', fixture('jobs.csv'), { now: NOW });
    expect(feed.format).toBe('csv');
    expect(feed.jobs.map((j) => [j.job_url, j.title, j.location, j.creation_date])).toEqual([
      ['https://jobs.example.org/1', 'Backend Engineer', 'Madrid, España', Date.UTC(2026, 10, 20)],
      ['https://jobs.example.org/2', 'Writer, "Senior"', 'Lima', 1795000000000],
      ['https://jobs.example.org/5', 'Multi\r\nline title', 'Quito', Date.UTC(2026, 10, 19)],
    ]);
    expect(feed.jobs[0]?.salary).toBe('40.000–55.000 € / año');
    expect(feed.problems).toEqual([
      { line: 4, message: 'job_url Invalid job URL' },
      { line: 5, message: 'creation_date must be a date' },
    ]);
  });
  it('imports the Rumbo JSON format; a job without a date is dated now', () => {
    const feed = parseFeed('jobs.json', fixture('jobs.json'), { now: NOW });
    expect(feed.jobs.map((j) => [j.job_url, j.creation_date])).toEqual([
      ['https://jobs.example.net/a', Date.UTC(2026, 10, 21, 12)],
      ['https://jobs.example.net/c', NOW],
    ]);
    expect(feed.problems).toEqual([{ line: 3, message: 'title is required' }]);
  });
  it('refuses a file that is not a feed', () => {
    expect(() => parseFeed('x.json', '{"jobs": 3}', { now: NOW })).toThrow('Expected a JSON array of jobs');
    expect(() => parseFeed('x.json', '[{"a": 1}', { now: NOW })).toThrow('Not valid JSON');
  });
});
