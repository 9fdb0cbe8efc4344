import { DownloadOutlined } from "@ant-design/icons";
import {
  ORDER_IMPORT_STATUSES,
  type OrderImport,
  type OrderImportMode,
  type OrderImportStatus,
} from "@pp/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Flex, Form, Input, Select, Tag, Typography } from "antd";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  DatePresetRangePicker,
  parseRangeFilter,
  rangeFilterItemProps,
  rangeToParams,
} from "../../shared/components/DatePresetRangePicker";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { useListState } from "../../shared/hooks/use-list-state";
import { formatDateTime } from "../../shared/lib/format";
import { BulkUploadCard } from "./BulkUploadCard";
import { FailedRecordsButton, PayImportDraftsButton } from "./OrderImportActions";
import { OrderImportProgress } from "./OrderImportProgress";
import { IMPORT_STATUS_COLORS, importCursorOf, isImportStatus } from "./order-import";
import { downloadImportFile, orderImportKeys, useOrderImportPage } from "./order-import.api";

// Bulk order (批量下单, issue 14, spec §2): the template, the upload and its live progress and result, and the
// history of the org's imports with their original files, failed records and drafts to pay.

const FILTER_KEYS = ["keyword", "status", "created"] as const;

const BulkOrderPage = () => {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [current, setCurrent] = useState<number | null>(null);
  const list = useListState(FILTER_KEYS);
  const { filters } = list;
  const status = isImportStatus(filters.status) ? filters.status : undefined;
  const query = useOrderImportPage({
    size: list.size,
    cursor: importCursorOf(list.cursor),
    status,
    keyword: filters.keyword?.trim() || undefined,
    ...rangeToParams(parseRangeFilter(filters.created)),
  });
  const refreshHistory = useCallback(
    () => void client.invalidateQueries({ queryKey: orderImportKeys.all }),
    [client],
  );

  return (
    <ListPage<OrderImport, typeof filters>
      {...listPageProps(list, query, "keyset")}
      title={t("orderImport.title")}
      description={t("orderImport.intro")}
      notice={
        <Flex vertical gap={12}>
          <BulkUploadCard onUploaded={(row) => setCurrent(row.id)} />
          {current !== null ? (
            <OrderImportProgress key={current} id={current} onFinished={refreshHistory} />
          ) : null}
        </Flex>
      }
      tabs={
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t("orderImport.history.title")}
        </Typography.Title>
      }
      filters={
        <>
          <Form.Item name="keyword" label={t("orderImport.history.keyword")}>
            <Input
              allowClear
              maxLength={100}
              style={{ width: 200 }}
              placeholder={t("orderImport.history.keywordHint")}
            />
          </Form.Item>
          <Form.Item name="status" label={t("orderImport.history.status")}>
            <Select
              allowClear
              style={{ width: 140 }}
              placeholder={t("common.list.all")}
              options={ORDER_IMPORT_STATUSES.map((value) => ({
                value,
                label: t(`orderImport.statuses.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="created" label={t("orderImport.history.createdAt")} {...rangeFilterItemProps}>
            <DatePresetRangePicker />
          </Form.Item>
        </>
      }
      rowKey="id"
      columns={[
        { title: t("orderImport.history.serialNo"), dataIndex: "serialNo" },
        {
          title: t("orderImport.history.file"),
          dataIndex: "fileName",
          render: (fileName: string, row) => (
            <Typography.Link
              onClick={() => void downloadImportFile(row)}
              title={t("orderImport.history.original")}
            >
              <DownloadOutlined /> {fileName}
            </Typography.Link>
          ),
        },
        {
          title: t("orderImport.history.mode"),
          dataIndex: "mode",
          render: (mode: OrderImportMode) => t(`orderImport.mode.${mode}`),
        },
        {
          title: t("orderImport.history.status"),
          dataIndex: "status",
          render: (value: OrderImportStatus, row) => (
            <Tag color={IMPORT_STATUS_COLORS[value]} title={row.error ?? undefined}>
              {t(`orderImport.statuses.${value}`)}
            </Tag>
          ),
        },
        { title: t("orderImport.counts.succeeded"), dataIndex: "succeeded", align: "right" },
        { title: t("orderImport.counts.drafted"), dataIndex: "drafted", align: "right" },
        { title: t("orderImport.counts.failed"), dataIndex: "failed", align: "right" },
        { title: t("orderImport.counts.total"), dataIndex: "total", align: "right" },
        {
          title: t("orderImport.history.createdAt"),
          dataIndex: "createdAt",
          render: (value: string) => formatDateTime(value),
        },
        {
          title: t("orderImport.history.finishedAt"),
          dataIndex: "finishedAt",
          render: (value: string | null) => formatDateTime(value),
        },
        {
          title: t("common.columns.actions"),
          key: "actions",
          fixed: "right",
          render: (_, row) => (
            <Flex gap={4}>
              <FailedRecordsButton row={row} size="small" type="link" />
              <PayImportDraftsButton row={row} size="small" type="link" />
            </Flex>
          ),
        },
      ]}
      empty={{ title: t("orderImport.history.empty"), description: t("orderImport.history.emptyHint") }}
    />
  );
};

export default BulkOrderPage;
