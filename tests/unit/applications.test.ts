import { describe, expect, it } from 'vitest';
import { appliedAt, type TApplication } from '~/domain/applications';
import { applicationsCsv } from '~/domain/applications-csv';
import { applicationsPerWeek, countByStatus, upcomingReminders, weekStart } from '~/domain/application-stats';
import { ZOutsideJob } from '~/domain/applications-schema';

const NOW = Date.UTC(2026, 10, 22, 12); // a Sunday
const DAY = 86_400_000;

describe('application figures', () => {
  it('counts every known status', () => {
    expect(countByStatus([{ status: 'APPLIED' }, { status: 'APPLIED' }, { status: 'OFFER' }, { status: 'LEGACY' }])).toEqual({
      SAVED: 0,
      APPLIED: 2,
      INTERVIEW: 0,
      OFFER: 1,
      REJECTED: 0,
      WITHDRAWN: 0,
    });
  });
  it('buckets applications per ISO week by the date of applying, oldest first; saved jobs are not counted', () => {
    expect(new Date(weekStart(NOW)).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    const weeks = applicationsPerWeek(
      [{ applied_at: NOW }, { applied_at: NOW - 6 * DAY }, { applied_at: NOW - 7 * DAY }, { applied_at: NOW - 100 * DAY }, { applied_at: null }],
      NOW,
      4,
    );
    expect(weeks.map((w) => w.count)).toEqual([0, 0, 1, 2]);
    expect(new Date(weeks[0]!.week).toISOString().slice(0, 10)).toBe('2026-10-26');
  });
  it('writes RFC 4180 CSV with a translated header and statuses, and defuses spreadsheet formulas', () => {
    const csv = applicationsCsv(
      [{ job_url: 'https://j.example/1', status: 'APPLIED', title: 'Dev, "Senior"', company: '=HYPERLINK("x")', applied_at: NOW, updated_at: NOW, notes: 'line 1\nline 2' }],
      { column: (column) => (column === 'job_url' ? 'URL de la oferta' : column === 'updated' ? 'Último, cambio' : column), status: (s) => (s === 'APPLIED' ? 'Enviada' : s) },
    );
    expect(csv).toBe(
      'URL de la oferta,title,company,location,status,applied,"Último, cambio",interview,follow_up,contact,salary,notes\r\nhttps://j.example/1,"Dev, ""Senior""","\'=HYPERLINK(""x"")",,Enviada,2026-11-22,2026-11-22,,,,,"line 1\nline 2"\r\n',
    );
  });
  it('writes an interview with a time as its moment, and a day without one as the day', () => {
    const columns = { column: (column: string) => column, status: (s: string) => s };
    const at = Date.UTC(2026, 11, 1, 15, 30);
    const withTime = applicationsCsv([{ job_url: 'https://j.example/1', status: 'INTERVIEW', interview_at: Date.UTC(2026, 11, 1), interview_time_at: at }], columns);
    expect(withTime.split('\r\n')[1]).toContain(',2026-12-01T15:30:00.000Z,');
    const dayOnly = applicationsCsv([{ job_url: 'https://j.example/1', status: 'INTERVIEW', interview_at: Date.UTC(2026, 11, 1) }], columns);
    expect(dayOnly.split('\r\n')[1]).toContain(',2026-12-01,');
  });
  it('separates with ";" for Spanish spreadsheets, quoting only cells that hold one', () => {
    const csv = applicationsCsv(
      [{ job_url: 'https://j.example/1', status: 'SAVED', title: 'Dev; backend', company: 'Acme, S.L.', salary: '40.000,50 €' }],
      { column: (column) => column, status: () => 'Guardada' },
      ';',
    );
    expect(csv.split('\r\n')[1]).toBe('https://j.example/1;"Dev; backend";Acme, S.L.;;Guardada;;;;;;40.000,50 €;');
  });
});

describe('the date of applying', () => {
  const at = (status: string, day: number) => ({ status, at: NOW + day * DAY });
  const application = (status: string, history: { status: string; at: number }[]): Pick<TApplication, 'status' | 'history' | 'created_at'> => ({
    status,
    history,
    created_at: NOW,
  });

  it('is none while a job is only saved', () => {
    expect(appliedAt(application('SAVED', [at('SAVED', 0)]))).toBeNull();
  });
  it('is the move out of Saved, kept through later moves', () => {
    expect(appliedAt(application('INTERVIEW', [at('SAVED', 0), at('APPLIED', 2), at('INTERVIEW', 5)]))).toBe(NOW + 2 * DAY);
  });
  it('is cleared by a move back to Saved, and set again by the next application', () => {
    expect(appliedAt(application('SAVED', [at('APPLIED', 0), at('SAVED', 1)]))).toBeNull();
    expect(appliedAt(application('APPLIED', [at('APPLIED', 0), at('SAVED', 1), at('APPLIED', 3)]))).toBe(NOW + 3 * DAY);
  });
  it('falls back to the creation date when no history was kept', () => {
    expect(appliedAt({ status: 'APPLIED', history: [], created_at: NOW })).toBe(NOW);
    expect(appliedAt({ status: 'SAVED', history: null, created_at: NOW })).toBeNull();
  });
});

describe('reminders', () => {
  const base = { status: 'INTERVIEW', title: 'Designer' };
  it('lists interviews and follow-ups of the next two weeks, soonest first, overdue follow-ups kept, archived left out', () => {
    const reminders = upcomingReminders(
      [
        { ...base, job_url: 'https://j.example/a', interview_at: NOW + 3 * DAY, follow_up_at: NOW - 2 * DAY },
        { ...base, job_url: 'https://j.example/b', interview_at: NOW - 2 * DAY, follow_up_at: NOW + 20 * DAY },
        { ...base, job_url: 'https://j.example/c', interview_at: NOW + DAY, archived_at: NOW },
      ],
      NOW,
    );
    expect(reminders.map((r) => [r.job_url, r.kind, (r.at - NOW) / DAY])).toEqual([
      ['https://j.example/a', 'followUp', -2],
      ['https://j.example/a', 'interview', 3],
    ]);
  });
});

describe('a job found elsewhere', () => {
  it('needs an http(s) address, a title and a company, and is saved unless told otherwise', () => {
    expect(ZOutsideJob.parse({ job_url: ' https://careers.example/42 ', title: ' Analyst ', company: 'Acme' })).toEqual({
      job_url: 'https://careers.example/42',
      title: 'Analyst',
      company: 'Acme',
      status: 'SAVED',
    });
    expect(ZOutsideJob.safeParse({ job_url: 'javascript:alert(1)', title: 'x', company: 'y' }).success).toBe(false);
    expect(ZOutsideJob.safeParse({ job_url: 'https://a.example', title: ' ', company: 'y' }).error?.issues[0]?.message).toBe('Title is required');
  });
});
