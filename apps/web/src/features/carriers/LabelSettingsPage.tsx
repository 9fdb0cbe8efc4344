import type { LabelSetting } from "@pp/contracts";
import { Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { useSessionUser } from "../../shared/auth/session";
import { ListPage, wholeListProps } from "../../shared/components/ListPage";
import { AddButton } from "../../shared/components/list-controls";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { formatDateTime } from "../../shared/lib/format";
import { useCanManageCarriers } from "./carriers.api";
import { LabelSettingDrawer } from "./LabelSettingDrawer";
import { useDeleteLabelSetting, useLabelSettingOptions, useLabelSettings } from "./label-settings.api";

/**
 * Label settings (面单设置, spec §3 Label setting, §7 labelSetting): which label prints for a customer's orders of a
 * product, on which page and for which printer. Operators keep every setting, the platform default included;
 * a customer keeps its own.
 */
const LabelSettingsPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const session = useSessionUser();
  const isCustomer = session.data?.user.orgType === "customer";
  const canManageAll = useCanManageCarriers();
  const canEdit = isCustomer || canManageAll;
  const query = useLabelSettings();
  const options = useLabelSettingOptions();
  const remove = useDeleteLabelSetting();
  const [editing, setEditing] = useState<LabelSetting | "new" | null>(null);

  return (
    <>
      <ListPage<LabelSetting, Record<string, never>>
        title={t("labelSettings.title")}
        description={isCustomer ? t("labelSettings.customerDescription") : t("labelSettings.description")}
        actions={
          canEdit ? <AddButton onClick={() => setEditing("new")}>{t("labelSettings.add")}</AddButton> : null
        }
        filterValues={{}}
        onFilter={() => undefined}
        hasFilters={false}
        {...wholeListProps(query)}
        rowKey="id"
        empty={{ title: t("labelSettings.emptyTitle"), description: t("labelSettings.emptyBody") }}
        columns={[
          {
            title: t("labelSettings.customer"),
            key: "customer",
            width: 170,
            hidden: isCustomer,
            render: (_, row) =>
              row.orgId === null ? <Tag color="blue">{t("labelSettings.platformDefault")}</Tag> : row.orgName,
          },
          {
            title: t("labelSettings.product"),
            key: "product",
            width: 180,
            render: (_, row) =>
              row.productId === null ? (
                <Typography.Text type="secondary">{t("labelSettings.allProducts")}</Typography.Text>
              ) : (
                (row.productName?.[lang] ?? `#${row.productId}`)
              ),
          },
          {
            title: t("labelSettings.type"),
            dataIndex: "customerPrintLabelType",
            width: 120,
            render: (value: LabelSetting["customerPrintLabelType"]) => t(`labelSettings.types.${value}`),
          },
          {
            title: t("labelSettings.page"),
            dataIndex: "labelId",
            width: 170,
            render: (value: LabelSetting["labelId"]) => t(`labelSettings.pages.${value}`),
          },
          {
            title: t("labelSettings.format"),
            key: "format",
            width: 200,
            render: (_, row) =>
              row.format === "pdf" ? (
                <Tag>PDF</Tag>
              ) : (
                <>
                  <Tag color="purple">{`ZPL ${row.dpi} dpi`}</Tag>
                  {row.printerFont ? <Typography.Text code>{row.printerFont}</Typography.Text> : null}
                </>
              ),
          },
          {
            title: t("labelSettings.rule"),
            key: "rule",
            width: 200,
            render: (_, row) =>
              row.customerPrintLabelType === "carrier"
                ? t(`labelSettings.rules.${row.reqDeliveryLabelRule}`)
                : "—",
          },
          {
            title: t("labelSettings.updatedAt"),
            dataIndex: "updatedAt",
            width: 150,
            render: (value: string) => formatDateTime(value),
          },
          rowActionsColumn<LabelSetting>({
            hidden: !canEdit,
            width: 150,
            onEdit: (row) => setEditing(row),
            onDelete: (row) => remove.mutateAsync(row.id),
            confirm: () => t("labelSettings.deleteConfirm"),
          }),
        ]}
      />
      <LabelSettingDrawer
        setting={editing === "new" ? null : editing}
        open={editing !== null}
        options={options.data}
        onClose={() => setEditing(null)}
      />
    </>
  );
};

export default LabelSettingsPage;
