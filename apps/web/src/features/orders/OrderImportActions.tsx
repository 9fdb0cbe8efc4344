import { DownloadOutlined, WalletOutlined } from "@ant-design/icons";
import type { OrderImport } from "@pp/contracts";
import { App, Button, type ButtonProps, Popconfirm, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { downloadFailedRecords, usePayImportDrafts } from "./order-import.api";

// An import's two actions, on its result, in the history and in the order list's notice: pay the drafts it left
// (confirmed, then "task submitted, check task management", spec §8) and download its failed records.

type Row = Pick<OrderImport, "id" | "serialNo" | "unpaidDrafts">;

export const PayImportDraftsButton = ({
  row,
  ...button
}: { row: Row } & Pick<ButtonProps, "size" | "type">) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const pay = usePayImportDrafts();
  if (row.unpaidDrafts <= 0) return null;
  const run = async () => {
    const result = await pay.mutateAsync(row.id);
    void message.success({
      duration: 8,
      content: (
        <span>
          {t("orderImport.pay.submitted", { count: result.drafts })}{" "}
          <Typography.Link onClick={() => navigate("/system/tasks")}>
            {t("orderImport.pay.openTasks")}
          </Typography.Link>
        </span>
      ),
    });
  };
  return (
    <Popconfirm
      title={t("orderImport.pay.confirm", { count: row.unpaidDrafts, serialNo: row.serialNo })}
      okText={t("orderImport.pay.ok")}
      onConfirm={run}
    >
      <Button icon={<WalletOutlined />} loading={pay.isPending} {...button}>
        {t("orderImport.pay.button", { count: row.unpaidDrafts })}
      </Button>
    </Popconfirm>
  );
};

export const FailedRecordsButton = ({
  row,
  ...button
}: { row: Pick<OrderImport, "id" | "hasFailedRecords"> } & Pick<ButtonProps, "size" | "type">) => {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  if (!row.hasFailedRecords) return null;
  const run = async () => {
    setSaving(true);
    try {
      await downloadFailedRecords(row);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={saving} onClick={() => void run()} {...button}>
      {t("orderImport.failedRecords")}
    </Button>
  );
};
