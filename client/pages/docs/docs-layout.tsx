import { Outlet } from 'react-router';

// Temporary: replaced by the docs issue.
export function DocsLayout() {
  return <Outlet />;
}
