import { useEffect, useState } from 'react';
import { PERFORMANCE_PAGE } from '@buget/shared-domain/rules';
import { measureRemoteLoads, measureStartup, type RemoteLoadTiming, type StartupTiming } from './performance-timings';

const ms = (value: number) => `${Math.round(value).toLocaleString('ro-RO')} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toLocaleString('ro-RO', { maximumFractionDigits: 1 })} KB`;

/** Real timings of this browser session (Navigation and Resource Timing APIs); nothing invented. */
export default function PerformanceTestPage() {
  const [startup, setStartup] = useState<StartupTiming | null>(null);
  const [remotes, setRemotes] = useState<RemoteLoadTiming[]>([]);
  useEffect(() => {
    setStartup(measureStartup());
    setRemotes(measureRemoteLoads());
  }, []);

  return (
    <section className="shell-perf">
      <p className="shell-perf__lead">{PERFORMANCE_PAGE.description}</p>
      <h2 className="shell-perf__heading">Pornirea aplicației</h2>
      {startup ? (
        <dl className="shell-perf__stats">
          <div><dt>Primul octet</dt><dd>{ms(startup.timeToFirstByte)}</dd></div>
          <div><dt>Document gata</dt><dd>{ms(startup.domContentLoaded)}</dd></div>
          <div><dt>Pagină încărcată</dt><dd>{ms(startup.load)}</dd></div>
        </dl>
      ) : (
        <p className="shell-perf__empty">Browserul nu a raportat încă datele de pornire.</p>
      )}
      <h2 className="shell-perf__heading">Module încărcate</h2>
      {remotes.length === 0 ? (
        <p className="shell-perf__empty">Nicio pagină nu a fost încărcată încă în această sesiune. Deschide o pagină și revino aici.</p>
      ) : (
        <table className="shell-perf__table">
          <thead>
            <tr><th scope="col">Modul</th><th scope="col">Fișiere</th><th scope="col">Transferat</th><th scope="col">Durată</th></tr>
          </thead>
          <tbody>
            {remotes.map((remote) => (
              <tr key={remote.name}>
                <td>{remote.name}</td>
                <td>{remote.files}</td>
                <td>{kb(remote.transferredBytes)}</td>
                <td>{ms(remote.duration)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
