import type { RemoteParcelProps } from '@buget/shared-domain/rules';
import { PageHeader } from '@buget/shared-ui/components';
import { AccountsSection } from './features/accounts/AccountsSection';
import { CategoriesSection } from './features/categories/CategoriesSection';
import { RulesSection } from './features/rules/RulesSection';
import { SettingsSection } from './features/settings';
import { OPTION_SECTIONS } from './features/sections/sections';
import { SectionNav } from './features/sections/SectionNav';
import { useSection } from './features/sections/use-section';
import './App.css';

/** Opțiuni: categories, accounts, category rules and app settings, each section at its own address. */
export function App({ basePath, navigate }: RemoteParcelProps) {
  const { section, open } = useSection(basePath, navigate);
  const current = OPTION_SECTIONS.find((s) => s.id === section) ?? OPTION_SECTIONS[0];
  let body;
  if (section === 'conturi') body = <AccountsSection />;
  else if (section === 'reguli') body = <RulesSection />;
  else if (section === 'setari') body = <SettingsSection />;
  else body = <CategoriesSection />;
  return (
    <div className="opt-page">
      <PageHeader title="Opțiuni" description={current.description} />
      <SectionNav basePath={basePath} current={section} onOpen={open} />
      {body}
    </div>
  );
}
