// "Copiază planul lunii trecute" (issue 11 point 7).
export { CopyPlanButton } from './CopyPlanButton';
