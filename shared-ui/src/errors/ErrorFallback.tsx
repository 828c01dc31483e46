import { classifyBoundaryError, ERROR_SCREEN_TEXT } from '@buget/shared-domain/rules';
import { Button, IconAlert, Spinner } from '@buget/shared-ui/components';
import './ErrorFallback.css';

type ErrorFallbackProps = {
  error: Error;
  /** An automatic recovery is scheduled. */
  recovering: boolean;
  retriesLeft: number;
  onRetry: () => void;
};

const HINTS = {
  'chunk-load': 'Fișierele acestei pagini nu au putut fi descărcate. Verifică conexiunea; pagina se reîncarcă singură când revin.',
  hydration: 'Pagina s-a afișat diferit față de așteptări și se reconstruiește.',
  hook: 'O componentă a pagini a avut o eroare internă și se reconstruiește.',
  other: 'Poți încerca din nou sau reîncărca pagina. Dacă eroarea persistă, contactează suportul.',
} as const;

/**
 * The error screen: title, the error's message, a hint for its kind, retry and reload. A failed
 * load says so in Romanian; its raw text (runtime codes, file URLs) waits under 'Detalii tehnice'.
 */
export function ErrorFallback({ error, recovering, retriesLeft, onRetry }: ErrorFallbackProps) {
  const kind = classifyBoundaryError(error);
  const rawMessage = error.message || String(error);
  return (
    <section className="bg-error-fallback" role="alert" aria-live="assertive">
      <div className="bg-error-fallback__icon">
        <IconAlert />
      </div>
      <h2 className="bg-error-fallback__title">{ERROR_SCREEN_TEXT.heading}</h2>
      {kind === 'chunk-load' ? (
        <>
          <p className="bg-error-fallback__message">{ERROR_SCREEN_TEXT.chunkLoadMessage}</p>
          <p className="bg-error-fallback__hint">{HINTS[kind]}</p>
          <details className="bg-error-fallback__details">
            <summary>{ERROR_SCREEN_TEXT.technicalDetails}</summary>
            <pre>{rawMessage}</pre>
          </details>
        </>
      ) : (
        <>
          <p className="bg-error-fallback__message">{rawMessage}</p>
          <p className="bg-error-fallback__hint">{HINTS[kind]}</p>
        </>
      )}
      {recovering ? (
        <p className="bg-error-fallback__status">
          <Spinner size="sm" label={ERROR_SCREEN_TEXT.recovering} showLabel />
        </p>
      ) : (
        <div className="bg-error-fallback__actions">
          {retriesLeft > 0 && (
            <Button variant="primary" onClick={onRetry}>
              {ERROR_SCREEN_TEXT.retry(retriesLeft)}
            </Button>
          )}
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {ERROR_SCREEN_TEXT.reload}
          </Button>
        </div>
      )}
    </section>
  );
}
