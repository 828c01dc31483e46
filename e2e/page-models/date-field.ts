/** The dateFormat setting's values, as the app's date fields (shared-ui/date-field) follow them. */
export type DateFormat = 'DD/MM/YYYY' | 'MM/DD/YYYY' | 'YYYY-MM-DD';

/** '2026-11-05' as the app's date fields show and read it: '05/11/2026' in the default setting. */
export const displayDate = (iso: string, dateFormat: DateFormat = 'DD/MM/YYYY'): string => {
  const [year, month, day] = iso.split('-');
  if (dateFormat === 'YYYY-MM-DD') return iso;
  return dateFormat === 'DD/MM/YYYY' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
};
