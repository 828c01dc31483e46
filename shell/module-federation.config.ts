export const federation = {
  federationName: 'shell',
  devPort: 3000,
  runtimePlugins: ['./src/runtime-plugins/retry.ts', './src/runtime-plugins/early-entry.ts'],
  chunkGroups: {
    // What the bootstrap imports (the sign-in screen and a returning user's start alike): one
    // file instead of about twenty (a request, a script element and its evaluation each). Not
    // react-dom (bench:bundle budgets it apart), nor anything a page loads later. Of date-fns only
    // lightFormat and what it imports (settings' formatDisplayDate), not format and its locale.
    startup:
      /node_modules[\\/](react[\\/]|react-router|@tanstack|zustand|zod[\\/]v4[\\/](core|mini)[\\/]|@supabase|tslib|date-fns[\\/](lightFormat|isValid|isDate|toDate|constructFrom|constants|_lib[\\/](addLeadingZeros|format[\\/]lightFormatters))\.js)|shared-domain[\\/]src[\\/](constants\.ts|(rules|data|auth|stores|settings|schemas)[\\/])|shared-ui[\\/]src[\\/](components|errors|toasts)[\\/]/,
    // What the signed-in frame adds (loaded with signed-in-routes.tsx, never on /login).
    frame: /node_modules[\\/]single-spa|shared-domain[\\/]src[\\/](balance|accounts)[\\/]|shared-ui[\\/]src[\\/]tooltip[\\/]/,
  },
};
