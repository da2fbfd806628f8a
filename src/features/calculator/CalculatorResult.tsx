import {
  formatLevelRanges,
  formatNumber,
  type CalculatorResult as Result,
} from '../../domain/guildMath';

export function CalculatorResult({ result }: { result: Result | null }) {
  return (
    <section className="calculator__result" aria-labelledby="calculator-result" aria-live="polite">
      <h2 id="calculator-result">Result</h2>
      {result ? (
        <>
          <dl className="calculator__figures">
            <div>
              <dt>Points needed</dt>
              <dd data-testid="points-needed">{formatNumber(result.pointsNeeded)}</dd>
            </div>
            <div>
              <dt>Points per day</dt>
              <dd data-testid="daily-points">{formatNumber(result.dailyPoints)}</dd>
            </div>
            <div>
              <dt>Days needed</dt>
              <dd data-testid="days-needed">{formatNumber(result.days)}</dd>
            </div>
          </dl>
          {result.estimatedLevels.length > 0 && (
            <p className="calculator__note">
              Includes estimated values for level{result.estimatedLevels.length > 1 ? 's' : ''}{' '}
              {formatLevelRanges(result.estimatedLevels)}: the real numbers may differ.
            </p>
          )}
        </>
      ) : (
        <p className="calculator__note">Fix the fields above to see the result.</p>
      )}
    </section>
  );
}
