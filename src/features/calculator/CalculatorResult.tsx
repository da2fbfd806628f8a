import {
  dailyPointsBreakdown,
  estimateSummary,
  formatLevelRanges,
  formatNumber,
  type CalculatorInput,
  type CalculatorResult as Result,
} from '../../domain/guildMath';
import { plural } from '../../domain/plural';

interface CalculatorResultProps {
  /** The plan and its numbers; null while a field is invalid. */
  plan: { input: CalculatorInput; result: Result } | null;
}

export function CalculatorResult({ plan }: CalculatorResultProps) {
  const estimate = plan && estimateSummary(plan.result);
  return (
    <section className="calculator__result" aria-labelledby="calculator-result" aria-live="polite">
      <h2 id="calculator-result">Result</h2>
      {plan ? (
        <>
          {estimate && (
            <p className="calculator__estimate" data-testid="estimate">
              {estimate}
            </p>
          )}
          <dl className="calculator__figures">
            <div>
              <dt>Points needed</dt>
              <dd data-testid="points-needed">{formatNumber(plan.result.pointsNeeded)}</dd>
            </div>
            <div>
              <dt>Points per day</dt>
              <dd data-testid="daily-points">{formatNumber(plan.result.dailyPoints)}</dd>
            </div>
            <div>
              <dt>Days needed</dt>
              <dd data-testid="days-needed">{formatNumber(plan.result.days)}</dd>
            </div>
          </dl>
          <p className="calculator__note" data-testid="daily-breakdown">
            {dailyPointsBreakdown(plan.input.people, plan.input.donations)}
          </p>
          {plan.result.estimatedLevels.length > 0 && (
            <p className="calculator__note">
              Includes estimated values for {plural(plan.result.estimatedLevels.length, 'level')}{' '}
              {formatLevelRanges(plan.result.estimatedLevels)}: the real numbers may differ.
            </p>
          )}
        </>
      ) : (
        <p className="calculator__note">Fix the fields above to see the result.</p>
      )}
    </section>
  );
}
