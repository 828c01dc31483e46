// "Copiază planul lunii trecute" (issue 11 point 7).
export { CopyPlanButton, type CopyPlanButtonProps } from './CopyPlanButton';
