import { Suspense } from 'react';
import { useIsAdmin } from '../../backend/useAuth';
import { calculate } from '../../domain/guildMath';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { lazyAdminPart } from '../../ui/lazyNamed';
import { usePageTitle } from '../../ui/usePageTitle';
import { CalculatorForm } from './CalculatorForm';
import { CalculatorResult } from './CalculatorResult';
import { useCalculatorInputs } from './useCalculatorInputs';
import { useGuildTable } from './api/settingsQueries';
import './calculator.css';

/** The page's title, in the tab and in its head on the server (src/app/serverParts.ts). */
export const CALCULATOR_TITLE = 'Guild Level Progression Calculator';

// Admin-only: the level table editor is downloaded only once an admin is signed in.
const GuildTableEditor = lazyAdminPart(
  () => import('./admin/GuildTableEditor'),
  'GuildTableEditor',
);

/** Days for a guild to reach a target level (docs/product.md#guild-calculator). */
export function GuildCalculatorPage() {
  usePageTitle(CALCULATOR_TITLE);
  const isAdmin = useIsAdmin();
  const table = useGuildTable();
  const { raw, update, input, errors } = useCalculatorInputs();

  return (
    <section className="page calculator">
      <h1>{CALCULATOR_TITLE}</h1>
      <p className="page__lead">
        Work out how many days your guild needs to reach a target level from its members&apos; daily
        donations. Each donation is worth 20 points.
      </p>
      <div className="calculator__layout">
        <CalculatorForm raw={raw} errors={errors} onChange={update} />
        {table.isPending && <Spinner label="Loading the level table…" />}
        {table.isError && <LoadError summary="Failed to load the level table" query={table} />}
        {table.isSuccess && (
          <CalculatorResult
            plan={input ? { input, result: calculate(table.data.levels, input) } : null}
          />
        )}
      </div>
      {isAdmin && table.isSuccess && (
        <Suspense fallback={<Spinner />}>
          <GuildTableEditor table={table.data} />
        </Suspense>
      )}
    </section>
  );
}
