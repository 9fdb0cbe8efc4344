import { SwapOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { isSignedIn, logout } from "../../shared/auth/session";
import { StatusPage } from "./StatusPage";

/** Where HTTP 403 leads (spec §2, §8): the page exists, this account may not open it. */
const NoPermissionPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      status="403"
      code="401"
      title={t("shell.noPermission.title")}
      description={t("shell.noPermission.description")}
      secondary={
        <Button
          key="switch"
          icon={<SwapOutlined />}
          // Signed in, /login would send the user straight back; switching accounts means logging out.
          onClick={() => (isSignedIn() ? void logout() : navigate("/login"))}
        >
          {t("shell.noPermission.switchAccount")}
        </Button>
      }
    />
  );
};

export default NoPermissionPage;
