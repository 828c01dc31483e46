// Components import plain CSS for its side effect; the bundler extracts it.
declare module '*.css';
