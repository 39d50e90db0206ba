import { describe, expect, it } from 'vitest';
import { indexJobs, rank, readResume } from '~/domain/matching';
import { NOW, posting, rankedIds } from './helpers';

const REACT = 'We are hiring a senior frontend engineer to build web applications with React, TypeScript, GraphQL and Jest.';
const person = (...lines: string[]) =>
  ['Ana Pérez', 'Senior Frontend Engineer', ...lines, 'Summary', 'Frontend engineer: React, TypeScript, GraphQL, Jest.', 'Languages: English (native), Spanish (native)'].join(
    '\n',
  );
const job = (id: string, location: string, remote?: boolean) => posting(id, { title: 'Senior Frontend Engineer', description: REACT, location, language: 'en', remote });

describe('applying the stated intent as a recruiter would', () => {
  it('leaves out an office job for someone who works remotely only, however well the skills fit', () => {
    const jobs = [job('office', 'Madrid, España'), job('hybrid', 'Madrid, España (Híbrido)'), job('remote', 'Remoto (España)', true)];
    expect(rankedIds(person('Madrid, España', 'Busco posiciones 100% remotas.'), jobs)).toEqual(['remote']);
    expect(rankedIds(person('Madrid, Spain', 'Open to remote work.'), jobs)).toHaveLength(3);
  });
  it('leaves out remote jobs for someone who says "no busco trabajo remoto", who is not read as wanting remote', () => {
    const jobs = [job('office', 'Madrid, España'), job('remote', 'Remoto (España)', true)];
    expect(rankedIds(person('Madrid, España', 'No busco trabajo remoto.'), jobs)).toEqual(['office']);
    expect(rankedIds(person('Madrid, Spain', 'Not looking for remote roles.'), jobs)).toEqual(['office']);
  });
  it('leaves out the home city of someone moving abroad, and ranks the city they move to', () => {
    const jobs = [job('madrid', 'Madrid, España'), job('sevilla', 'Sevilla, España'), job('london', 'London, UK')];
    expect(rankedIds(person('Madrid, España', 'Me traslado a Londres en marzo.'), jobs)).toEqual(['london']);
    expect(rankedIds(person('Madrid, Spain', 'Relocating to London in March.'), jobs)).toEqual(['london']);
  });
  it('leaves out a remote job for residents of the country someone is leaving', () => {
    const jobs = [job('remote-spain', 'Remote, Spain', true), job('remote-europe', 'Remote (Europe)', true)];
    expect(rankedIds(person('Madrid, Spain', 'Moving to London this spring.'), jobs)).toEqual(['remote-europe']);
    expect(rankedIds(person('Madrid, Spain', 'Open to remote work.'), jobs).sort()).toEqual(['remote-europe', 'remote-spain']);
  });
  it('ranks a relocation target above the current city when the move is an offer', () => {
    const jobs = [job('madrid', 'Madrid, España'), job('barcelona', 'Barcelona, España')];
    expect(rankedIds(person('Madrid, España', 'Disponible para trasladarme a Barcelona.'), jobs)).toEqual(['barcelona', 'madrid']);
    expect(rankedIds(person('Madrid, Spain', 'Open to relocating to Barcelona.'), jobs)).toEqual(['barcelona', 'madrid']);
  });
  it('keeps to the only city named, without remote or relocation', () => {
    const jobs = [job('madrid', 'Madrid, España'), job('barcelona', 'Barcelona, España'), job('remote', 'Remoto (España)', true), job('paris', 'Paris, France')];
    expect(rankedIds(person('Madrid, España', 'Solo Madrid, sin remoto ni reubicación.'), jobs)).toEqual(['madrid']);
    expect(rankedIds(person('Madrid, Spain', 'Madrid only; not open to relocation or remote work.'), jobs)).toEqual(['madrid']);
  });
  it('leaves out a country the person rules out', () => {
    const jobs = [job('madrid', 'Madrid, España'), job('lisbon', 'Lisbon, Portugal')];
    expect(rankedIds(person('Madrid, España', 'Busco trabajo fuera de España; me traslado a Lisboa.'), jobs)).toEqual(['lisbon']);
    expect(rankedIds(person('Madrid, Spain', 'Open to relocating to Lisbon, but not in Spain.'), jobs)).toEqual(['lisbon']);
  });
  it('leaves out remote jobs for other time zones', () => {
    const jobs = [job('us', 'Remote (US only)', true), job('europe', 'Remote (Europe)', true)];
    expect(rankedIds(person('Leeds, UK', 'Remote only, UK/EU time zones.'), jobs)).toEqual(['europe']);
    expect(rankedIds(person('Leeds, UK', 'Remoto, horario europeo.'), jobs)).toEqual(['europe']);
  });
  it('lets the places set in /job-preferences win over those the resume rules out', () => {
    const jobs = [job('madrid', 'Madrid, España'), job('london', 'London, UK')];
    const resume = person('Madrid, España', 'Me traslado a Londres; no busco puestos en Madrid.');
    expect(rankedIds(resume, jobs)).toEqual(['london']);
    expect(rankedIds(resume, jobs, { preferences: { locations: ['Madrid'], fields: [] } })).toEqual(['madrid']);
  });
  it('lets a remote entry in /job-preferences win over a resume that rules remote out', () => {
    const jobs = [job('remote', 'Remote (Spain)', true)];
    expect(rankedIds(person('Madrid, España', 'Sin remoto.'), jobs)).toEqual([]);
    expect(rankedIds(person('Madrid, España', 'Sin remoto.'), jobs, { preferences: { locations: ['Remote'], fields: [] } })).toEqual(['remote']);
  });
  it('keeps hybrid jobs for someone who wants hybrid or remote and no office, who is not remote-only', () => {
    const jobs = [job('office', 'Madrid, España'), job('hybrid', 'Madrid, España (Híbrido)'), job('remote', 'Remoto (España)', true)];
    for (const line of ['No busco presencial: híbrido o remoto.', 'Not looking for a full-time office job: hybrid or remote.']) {
      expect(rankedIds(person('Madrid, España', line), jobs).sort(), line).toEqual(['hybrid', 'remote']);
    }
  });
  it('judges remote contracts by the country someone moves to for good', () => {
    const jobs = [job('remote-latam', 'Remote - LATAM', true), job('remote-spain', 'Remote, Spain', true)];
    expect(rankedIds(person('Buenos Aires, Argentina', 'Me traslado a Madrid en marzo.'), jobs)[0]).toBe('remote-spain');
    expect(rankedIds(person('Buenos Aires, Argentina', 'Open to remote work.'), jobs)[0]).toBe('remote-latam');
  });
  it('does not take a place after a "no" for where the person lives', () => {
    // "València" alone is also a city of Venezuela: named only after a "no", it must not make a LATAM contract fit.
    const jobs = [job('remote-latam', 'Remote - LATAM', true), job('remote-europe', 'Remote (Europe)', true)];
    expect(rankedIds(person('Me mudo a Lisboa en enero: busco allí, no en València.', 'Open to remote work.'), jobs)[0]).toBe('remote-europe');
  });
  it('ranks a job in the person’s own city above one elsewhere in their country that they have not offered to move to', () => {
    const jobs = [
      posting('madrid', { title: 'Senior Frontend Engineer', description: 'Senior frontend engineer: React, TypeScript and Angular.', location: 'Madrid, España', language: 'en' }),
      job('barcelona', 'Barcelona, España'),
    ];
    expect(rankedIds(person('Madrid, España'), jobs)).toEqual(['madrid', 'barcelona']);
    expect(rankedIds(person('Madrid, España', 'Open to relocating to Barcelona.'), jobs)[0]).toBe('barcelona');
  });
  it('does not take the places of a time-zone wish for where the person lives', () => {
    const jobs = [job('remote-uk', 'Remote, UK', true), job('remote-spain', 'Remote, Spain', true)];
    expect(rankedIds(person('Sevilla, España', 'Busco posiciones 100% remotas. Horario europeo (UK/UE).'), jobs)[0]).toBe('remote-spain');
  });
  it('reads "UE" and "EU" as Europe: the only places, and the region a remote posting is open to', () => {
    const jobs = [job('berlin', 'Berlin, Germany'), job('new-york', 'New York, NY'), job('madrid', 'Madrid, España')];
    expect(rankedIds(person('Madrid, España', 'Remoto o presencial, solo UE.'), jobs).sort()).toEqual(['berlin', 'madrid']);
    expect(rankedIds(person('Madrid, Spain', 'Remote or on site, not outside the EU.'), jobs).sort()).toEqual(['berlin', 'madrid']);
    // "que" is no "UE": nothing is left out.
    expect(rankedIds(person('Madrid, España', 'Remoto o presencial, en un equipo que me enseñe.'), jobs)).toHaveLength(3);
    // A remote posting for the European Union is abroad for someone in Mexico; one for Mexico is not (the newer one ties otherwise).
    const remote = [job('remote-ue', 'Remoto - UE', true), job('remote-mx', 'Remoto (México)', true)];
    expect(rankedIds(person('Ciudad de México, México', 'Busco trabajo remoto.'), remote)).toEqual(['remote-mx', 'remote-ue']);
  });
  it('fits an office in the person’s city as well as remote work when they name its mode among those they want', () => {
    const jobs = [job('office', 'Madrid, España'), job('hybrid', 'Madrid, España (Híbrido)'), job('remote', 'Remoto (España)', true)];
    const scores = (wish: string) =>
      Object.fromEntries(rank(readResume(person('Madrid, España', wish), { now: NOW }), indexJobs(jobs)).map((match) => [match.job.job_url.split('/').pop(), match.score]));
    for (const wish of ['Abierta a modalidad híbrida, presencial o remota.', 'Open to hybrid, on-site or remote roles.']) {
      const all = scores(wish);
      expect(all.office, wish).toBe(all.remote);
      expect(all.hybrid, wish).toBe(all.remote);
    }
    // A hybrid office, not a full-time one, for someone who names hybrid and remote only.
    const hybridOrRemote = scores('Busco híbrido o remoto.');
    expect(hybridOrRemote.hybrid).toBe(hybridOrRemote.remote);
    expect(hybridOrRemote.office).toBeLessThan(hybridOrRemote.remote!);
    // Remote wanted and no office named: the office costs a little.
    const remote = scores('Prefiero trabajar en remoto.');
    expect(remote.office).toBeLessThan(remote.remote!);
    expect(remote.hybrid).toBeLessThan(remote.remote!);
  });
});
