import type { z } from 'zod';

/** The first issue of a failed parse as 'path: message' (just the message for a root issue). */
export const formatFirstIssue = (error: z.ZodError): string => {
  const issue = error.issues[0];
  if (!issue) return 'Unknown validation error';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
};
