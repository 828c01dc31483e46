export { SettingsSection } from './SettingsSection';
