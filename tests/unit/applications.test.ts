import { describe, expect, it } from 'vitest';
import { applicationsCsv, applicationsPerWeek, countByStatus, weekStart } from '~/domain/applications';

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
  it('buckets applications per ISO week, oldest first', () => {
    expect(new Date(weekStart(NOW)).toISOString()).toBe('2026-11-16T00:00:00.000Z');
    const weeks = applicationsPerWeek(
      [{ created_at: NOW }, { created_at: NOW - 6 * DAY }, { created_at: NOW - 7 * DAY }, { created_at: NOW - 100 * DAY }, { created_at: null }],
      NOW,
      4,
    );
    expect(weeks.map((w) => w.count)).toEqual([0, 0, 1, 2]);
    expect(new Date(weeks[0]!.week).toISOString().slice(0, 10)).toBe('2026-10-26');
  });
  it('writes RFC 4180 CSV with a translated header and statuses, and defuses spreadsheet formulas', () => {
    const csv = applicationsCsv(
      [{ job_url: 'https://j.example/1', status: 'APPLIED', title: 'Dev, "Senior"', company: '=HYPERLINK("x")', created_at: NOW, updated_at: NOW, notes: 'line 1\nline 2' }],
      { column: (column) => (column === 'job_url' ? 'URL de la oferta' : column === 'updated' ? 'Último, cambio' : column), status: (s) => (s === 'APPLIED' ? 'Enviada' : s) },
    );
    expect(csv).toBe(
      'URL de la oferta,title,company,location,status,applied,"Último, cambio",notes\r\nhttps://j.example/1,"Dev, ""Senior""","\'=HYPERLINK(""x"")",,Enviada,2026-11-22,2026-11-22,"line 1\nline 2"\r\n',
    );
  });
});
