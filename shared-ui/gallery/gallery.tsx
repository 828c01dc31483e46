// Throwaway gallery of @buget/shared-ui for visual checks (build.mjs). Not part of the package.
import { useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '../src/tokens.css';
import './gallery.css';
import { Button, EmptyState, PageHeader, Spinner } from '@buget/shared-ui/components';
import { Modal } from '@buget/shared-ui/dialogs';
import { Tooltip, TooltipProvider } from '@buget/shared-ui/tooltip';
// The variant and size lists are the components' own, not the package's public API.
import { BUTTON_SIZES, BUTTON_VARIANTS } from '../src/components/Button/Button';
import type { IconProps } from '../src/components/Icons/Icons';
import { MODAL_SIZES, type ModalSize } from '../src/dialogs/Modal/Modal';
import { SPINNER_SIZES } from '../src/components/Spinner/Spinner';
import * as icons from '../src/components/Icons/Icons';

const SWATCHES = [
  ['--color-primary', '--color-on-primary'],
  ['--color-primary-soft', '--color-primary-text'],
  ['--color-surface', '--color-text'],
  ['--color-surface-muted', '--color-text-muted'],
  ['--color-success-soft', '--color-success-text'],
  ['--color-danger-soft', '--color-danger-text'],
  ['--color-warning-soft', '--color-warning-text'],
  ['--color-info-soft', '--color-info-text'],
  ['--color-danger', '--color-on-danger'],
  ['--color-tooltip-bg', '--color-tooltip-text'],
] as const;

const ICONS = Object.entries(icons).filter(([name]) => name.startsWith('Icon')) as Array<
  [string, ComponentType<IconProps>]
>;

const TEXT_SIZES = ['3xl', '2xl', 'xl', 'lg', 'base', 'sm', 'xs'] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="gallery-section">
      <h2 className="gallery-section__title">{title}</h2>
      {children}
    </section>
  );
}

function ModalDemo({ initial }: { initial: ModalSize | null }) {
  const [size, setSize] = useState<ModalSize | null>(initial);
  return (
    <>
      <div className="gallery-row">
        {MODAL_SIZES.map((s) => (
          <Button key={s} variant="secondary" size="sm" onClick={() => setSize(s)}>
            Modal {s}
          </Button>
        ))}
      </div>
      <Modal
        open={size !== null}
        onOpenChange={(open) => setSize(open ? size : null)}
        size={size ?? 'md'}
        title="Exportă tranzacțiile"
        description="Alege formatul și perioada. Fișierul se descarcă pe acest dispozitiv."
        footer={
          <>
            <Button variant="secondary" onClick={() => setSize(null)}>
              Anulează
            </Button>
            <Button icon={<icons.IconRefresh />}>Exportă</Button>
          </>
        }
      >
        <p className="gallery-p">
          Vor fi exportate toate tranzacțiile finalizate din luna curentă, cu categoria, subcategoria, contul și
          suma în lei. Tranzacțiile planificate rămân în Grid Lunar.
        </p>
      </Modal>
    </>
  );
}

function Gallery() {
  const modal = new URLSearchParams(window.location.search).get('modal');
  const initial = (MODAL_SIZES as readonly string[]).includes(modal ?? '') ? (modal as ModalSize) : null;
  return (
    <TooltipProvider>
      <main className="gallery" data-gallery-ready>
        <PageHeader
          title="Componente Buget"
          description="Tokenuri de design și componentele folosite de cadrul aplicației."
          actions={
            <>
              <Button variant="secondary" icon={<icons.IconSearch />}>
                Caută
              </Button>
              <Button icon={<icons.IconTransactions />}>Adaugă tranzacție</Button>
            </>
          }
        />

        <Section title="Culori">
          <div className="gallery-swatches">
            {SWATCHES.map(([bg, fg]) => (
              <div key={bg} className="gallery-swatch" style={{ background: `var(${bg})`, color: `var(${fg})` }}>
                <strong>Aa 1.250 lei</strong>
                <span>{bg.replace('--color-', '')}</span>
              </div>
            ))}
          </div>
          <div className="gallery-row gallery-money">
            <span style={{ color: 'var(--color-money-positive)' }}>+4.250 lei</span>
            <span style={{ color: 'var(--color-money-negative)' }}>-1.320 lei</span>
            <span style={{ color: 'var(--color-money-zero)' }}>0 lei</span>
          </div>
        </Section>

        <Section title="Tipografie">
          {TEXT_SIZES.map((size) => (
            <p key={size} style={{ fontSize: `var(--text-${size})`, lineHeight: `var(--leading-${size})` }}>
              {size} — Situația Zilei, bani disponibili și economii
            </p>
          ))}
        </Section>

        <Section title="Butoane">
          {BUTTON_VARIANTS.map((variant) => (
            <div key={variant} className="gallery-row">
              {BUTTON_SIZES.map((size) => (
                <Button key={size} variant={variant} size={size} icon={<icons.IconDaily />}>
                  {variant} {size}
                </Button>
              ))}
              <Button variant={variant} loading>
                Se salvează
              </Button>
              <Button variant={variant} disabled>
                Dezactivat
              </Button>
              <Button variant={variant} iconOnly icon={<icons.IconOptions />} aria-label="Opțiuni" />
            </div>
          ))}
        </Section>

        <Section title="Spinner">
          <div className="gallery-row gallery-row--baseline">
            {SPINNER_SIZES.map((size) => (
              <Spinner key={size} size={size} />
            ))}
            <Spinner size="md" label="Calculez..." showLabel />
            <Spinner size="xl" label="Inițializare calculatoare balance..." showLabel />
          </div>
        </Section>

        <Section title="Iconițe">
          <div className="gallery-icons">
            {ICONS.map(([name, Icon]) => (
              <div key={name} className="gallery-icon">
                <Icon />
                <span>{name.replace('Icon', '')}</span>
              </div>
            ))}
          </div>
        </Section>

        <Section title="Tooltip">
          <div className="gallery-row gallery-row--tooltip">
            <Tooltip content="Ascunde suma" open>
              <Button variant="ghost" iconOnly icon={<icons.IconEyeOff />} aria-label="Ascunde suma" />
            </Tooltip>
            <Tooltip content="Tranzacții" side="right">
              <Button variant="secondary" iconOnly icon={<icons.IconTransactions />} aria-label="Tranzacții" />
            </Tooltip>
          </div>
        </Section>

        <Section title="Stare goală">
          <EmptyState
            icon={<icons.IconTransactions />}
            title="Nicio tranzacție încă"
            description="Adaugă prima tranzacție și o vei vedea aici, împreună cu soldul actualizat al contului."
            action={<Button icon={<icons.IconTransactions />}>Adaugă tranzacție</Button>}
          />
        </Section>

        <Section title="Modal">
          <ModalDemo initial={initial} />
        </Section>
      </main>
    </TooltipProvider>
  );
}

if (new URLSearchParams(window.location.search).get('theme') === 'dark') {
  document.documentElement.dataset.theme = 'dark';
}

const container = document.createElement('div');
document.body.append(container);
createRoot(container).render(<Gallery />);
