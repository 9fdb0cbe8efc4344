import type { CarrierType } from "@pp/contracts";
import { Space, Tag, Tooltip, Typography } from "antd";
import type { TFunction } from "i18next";
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

/** The columns that name a provider account in a list: its code, name and type. */
export const providerNameColumns = (t: TFunction, types: CarrierType[] | undefined) => [
  {
    title: t("carriers.providers.code"),
    dataIndex: "code",
    width: 110,
    render: (code: string) => <Typography.Text strong>{code}</Typography.Text>,
  },
  { title: t("carriers.providers.name"), dataIndex: "name", width: 170 },
  {
    title: t("carriers.providers.type"),
    dataIndex: "serviceClass",
    width: 200,
    render: (serviceClass: string) => (
      <CarrierTypeName
        type={types?.find((type) => type.serviceClass === serviceClass)}
        serviceClass={serviceClass}
      />
    ),
  },
];
