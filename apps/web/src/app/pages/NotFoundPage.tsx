import { ArrowLeftOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { StatusPage } from "./StatusPage";

const NotFoundPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusPage
      status="404"
      code="404"
      title={t("shell.notFound.title")}
      description={t("shell.notFound.description")}
      secondary={
        <Button key="back" icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
          {t("shell.actions.back")}
        </Button>
      }
    />
  );
};

export default NotFoundPage;
