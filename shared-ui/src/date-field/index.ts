// @buget/shared-ui/date-field: the date field (typed in the dateFormat setting, a calendar on demand).
// A subpath of its own so the shell's first load carries neither it nor its calendar.
export { DateField } from './DateField';
