import type { CarrierType } from "@pp/contracts";
import { Space, Tag, Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";

/** A provider type's name with its SANDBOX or "not yet run live" mark. */
export const CarrierTypeName = ({
  type,
  serviceClass,
}: {
  type: CarrierType | undefined;
  serviceClass: string;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Space size={4} wrap={false}>
      <span>{type?.names[lang] ?? serviceClass}</span>
      {type?.sandbox ? <Tag color="orange">SANDBOX</Tag> : null}
      {type?.unverified ? (
        <Tooltip title={t("carriers.providers.unverifiedHint")}>
          <Tag>{t("carriers.providers.unverified")}</Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
};
