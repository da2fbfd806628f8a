import { Link } from 'react-router';
import { visibleCodes } from '../../domain/codeStatus';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { CodeList } from './CodeList';
import { useCodes } from './api/codeQueries';
import { useNow } from './useNow';
import { paths } from '../../domain/paths';
import './codes.css';

/**
 * The home page's active codes (docs/product.md#home): soonest to expire first, never-expiring
 * last, each copied like on the codes page. Expired ones stay on the codes page, even for admins.
 */
export function ActiveCodesSection() {
  const now = useNow();
  const codes = useCodes();
  return (
    <section className="home-section" aria-labelledby="home-codes">
      <h2 id="home-codes">Active codes</h2>
      {codes.isPending && <Spinner label="Loading codes…" />}
      {codes.isError && <LoadError summary="Failed to load codes" query={codes} />}
      {codes.isSuccess && <CodeList codes={visibleCodes(codes.data, now, false)} now={now} />}
      <p className="home-section__more">
        <Link to={paths.codes.href()}>All codes</Link>
      </p>
    </section>
  );
}
