import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { appConfig } from '../../shared/config/app-config';

/**
 * SPEC §2: a route whose query has `target` opens in a new window (its `src`, else the same path
 * without `target`); this window goes back to where it was.
 */
export function useQueryTarget(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has('target')) {
      return;
    }
    params.delete('target');
    const rest = params.toString();
    const href = params.get('src') ?? `${location.pathname}${rest ? `?${rest}` : ''}`;
    window.open(href, '_blank', 'noopener,noreferrer');
    if (location.key !== 'default') {
      navigate(-1);
    } else {
      navigate(appConfig.homePath, { replace: true });
    }
  }, [location, navigate]);
}
