import { HomeOutlined } from "@ant-design/icons";
import { Button, Result, type ResultProps } from "antd";
import type { ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { usePageTitle } from "../use-page-title";
import { PublicFrame } from "./PublicFrame";

/** A full-page status (404, 403…): the code, what happened, a way home and one more way out. */
export const StatusPage = (props: {
  status: ResultProps["status"];
  code: string;
  title: string;
  description: string;
  /** The second button; it needs a `key`. */
  secondary: ReactElement;
}) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(props.title);
  return (
    <PublicFrame>
      <Result
        status={props.status}
        title={props.code}
        subTitle={
          <>
            <div className="pp-result-heading">{props.title}</div>
            {props.description}
          </>
        }
        extra={[
          <Button
            key="home"
            type="primary"
            icon={<HomeOutlined />}
            onClick={() => navigate("/", { replace: true })}
          >
            {t("shell.actions.backHome")}
          </Button>,
          props.secondary,
        ]}
      />
    </PublicFrame>
  );
};
