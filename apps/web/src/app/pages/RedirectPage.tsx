import { Navigate, useLocation } from "react-router";

/** /redirect/<path> lands on /<path> again, remounting it: how "refresh tab" reloads a page's data. */
const RedirectPage = () => {
  const location = useLocation();
  const target = location.pathname.replace(/^\/redirect/, "") || "/";
  return <Navigate to={`${target}${location.search}`} replace />;
};

export default RedirectPage;
