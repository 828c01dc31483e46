import { CURRENCIES, TOAST_POSITIONS } from '@buget/shared-domain/constants';
import { DATE_FORMAT_OPTIONS, THEME_MODES, type AppSettings } from '@buget/shared-domain/schemas';
import { settingsFieldMessage, updateAppSettings, useAppSettingsStore, useSaveSettings } from '@buget/shared-domain/settings';
import { ChoiceField, DateSetting, RadioChoice, SwitchField, TextSetting } from './setting-fields';
import { CURRENCY_LABELS, DATE_FORMAT_LABELS, SETTINGS_TEXTS as T, THEME_LABELS, TOAST_POSITION_LABELS } from './settings-texts';
import './SettingsSection.css';

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) => values.map((value) => ({ value, label: labels[value] }));

type BooleanSetting = {
  [K in keyof AppSettings]: AppSettings[K] extends boolean ? K : never;
}[keyof AppSettings];

/**
 * Every app setting of spec point 3 (and the grid's final-amount question and the toast
 * position). A change is saved at once and shows at once everywhere (the one settings store);
 * the server keeps it for every browser the person uses, and a failed save is rolled back with
 * a message (useSaveSettings). A typed value is checked by the settings rules first: an invalid
 * one shows its Romanian message at the field and saves nothing.
 */
export function SettingsSection() {
  const settings = useAppSettingsStore((state) => state.settings);
  const { mutate } = useSaveSettings();
  /** The settings rules' verdict on a change: its Romanian message, or null when it may be saved. */
  const problem = (patch: Partial<AppSettings>): string | null => {
    const checked = updateAppSettings(settings, patch);
    return checked.ok ? null : settingsFieldMessage(checked.error);
  };
  const save = (patch: Partial<AppSettings>) => {
    if (problem(patch) === null) mutate(patch);
  };
  const toggle = (name: BooleanSetting, label: string, hint?: string) => (
    <SwitchField name={name} label={label} hint={hint} checked={settings[name]} onChange={(checked) => save({ [name]: checked })} />
  );
  // Whole seconds as typed; anything else is not a number and the rules refuse it.
  const seconds = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) * 1000 : Number.NaN);

  return (
    <section className="opt-settings" aria-labelledby="opt-settings-title" data-testid="settings-section">
      <h2 id="opt-settings-title" className="opt-settings__title">
        {T.title}
      </h2>
      <p className="opt-settings__intro">{T.intro}</p>

      <div className="opt-settings__groups">
        <section className="opt-settings__group" aria-labelledby="opt-settings-appearance">
          <h3 id="opt-settings-appearance">{T.appearance}</h3>
          <RadioChoice name="themeMode" label={T.theme} value={settings.themeMode} options={options(THEME_MODES, THEME_LABELS)} onChange={(themeMode) => save({ themeMode })} />
          {toggle('compactMode', T.compactMode, T.compactModeHint)}
          <ChoiceField
            name="toastPosition"
            label={T.toastPosition}
            value={settings.toastPosition}
            options={options(TOAST_POSITIONS, TOAST_POSITION_LABELS)}
            onChange={(toastPosition) => save({ toastPosition })}
          />
        </section>

        <section className="opt-settings__group" aria-labelledby="opt-settings-formats">
          <h3 id="opt-settings-formats">{T.formats}</h3>
          <ChoiceField
            name="dateFormat"
            label={T.dateFormat}
            value={settings.dateFormat}
            options={options(DATE_FORMAT_OPTIONS, DATE_FORMAT_LABELS)}
            onChange={(dateFormat) => save({ dateFormat })}
          />
          <ChoiceField
            name="defaultCurrency"
            label={T.defaultCurrency}
            hint={T.defaultCurrencyHint}
            value={settings.defaultCurrency}
            options={options(CURRENCIES, CURRENCY_LABELS)}
            onChange={(defaultCurrency) => save({ defaultCurrency })}
          />
        </section>

        <section className="opt-settings__group" aria-labelledby="opt-settings-balance">
          <h3 id="opt-settings-balance">{T.balance}</h3>
          {toggle('showBalanceInTitle', T.showBalanceInTitle)}
          <DateSetting
            name="balanceStartDate"
            label={T.balanceStartDate}
            hint={T.balanceStartDateHint}
            value={settings.balanceStartDate}
            check={(date) => (date === '' ? T.balanceStartDateMissing : problem({ balanceStartDate: date }))}
            onSave={(balanceStartDate) => save({ balanceStartDate })}
          />
        </section>

        <section className="opt-settings__group" aria-labelledby="opt-settings-confirmations">
          <h3 id="opt-settings-confirmations">{T.confirmations}</h3>
          {toggle('confirmDeleteActions', T.confirmDeleteActions)}
          {toggle('confirmFinalAmount', T.confirmFinalAmount)}
        </section>

        <section className="opt-settings__group" aria-labelledby="opt-settings-other">
          <h3 id="opt-settings-other">{T.other}</h3>
          {toggle('enableNotifications', T.enableNotifications)}
          {toggle('enableMultiAccount', T.enableMultiAccount)}
          {toggle('enableMonthlyTransfers', T.enableMonthlyTransfers)}
          <TextSetting
            name="autoSaveInterval"
            label={T.autoSaveInterval}
            inputMode="numeric"
            value={String(settings.autoSaveInterval / 1000)}
            check={(draft) => problem({ autoSaveInterval: seconds(draft) })}
            onSave={(draft) => save({ autoSaveInterval: seconds(draft) })}
          />
        </section>
      </div>
    </section>
  );
}
