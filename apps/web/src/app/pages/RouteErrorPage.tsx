import { ReloadOutlined } from "@ant-design/icons";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useRouteError } from "react-router";

/**
 * Last line of defence for a render error or a page chunk that failed to load (typically after a deploy
 * replaced the files): offer a reload rather than a white screen.
 */
const RouteErrorPage = () => {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Result
      status="500"
      title={t("shell.crash.title")}
      subTitle={
        <>
          <div>{t("shell.crash.description")}</div>
          {detail ? <code className="pp-error-detail">{detail}</code> : null}
        </>
      }
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t("shell.crash.reload")}
        </Button>
      }
    />
  );
};

export default RouteErrorPage;
