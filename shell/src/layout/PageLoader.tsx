import { Spinner } from '@buget/shared-ui';

export function PageLoader() {
  return (
    <div className="shell-page-loader">
      <Spinner size="lg" label="Se încarcă pagina..." showLabel />
    </div>
  );
}
