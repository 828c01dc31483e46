export declare const appVitestConfig: {
  test: { environment: 'jsdom'; include: string[]; setupFiles: string[] };
};
