import { CheckCircleOutlined, CloseCircleOutlined } from "@ant-design/icons";
import { OPERATION_PENDING_STATUS, type OperationLog } from "@pp/contracts";
import { Descriptions, Form, Input, Select, Tag, Tooltip, Typography } from "antd";
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
import { describeAction, describedActions } from "./operation-actions";
import { useOperationLogs } from "./operation-log.api";

const FILTER_KEYS = ["username", "action", "success", "created"] as const;

const hasChanges = (log: OperationLog) => log.changes !== null && Object.keys(log.changes).length > 0;

/** Who wrote what, when, from where, and whether it worked. */
const OperationLogPage = () => {
  const { t } = useTranslation();
  const list = useListState(FILTER_KEYS);
  const success =
    list.filters.success === "true" || list.filters.success === "false" ? list.filters.success : undefined;
  const query = useOperationLogs({
    page: list.page,
    size: list.size,
    username: list.filters.username,
    action: list.filters.action,
    success,
    ...rangeToParams(parseRangeFilter(list.filters.created)),
  });

  return (
    <ListPage<OperationLog, typeof list.filters>
      {...listPageProps(list, query)}
      title={t("accounts.operationLog.title")}
      description={t("accounts.operationLog.description")}
      filters={
        <>
          <Form.Item name="username" label={t("accounts.operationLog.user")}>
            <Input allowClear style={{ width: 150 }} maxLength={50} />
          </Form.Item>
          <Form.Item name="action" label={t("accounts.operationLog.action")}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: "label" }}
              placeholder={t("common.list.all")}
              style={{ width: 200 }}
              options={describedActions(t)}
            />
          </Form.Item>
          <Form.Item name="success" label={t("accounts.operationLog.result")}>
            <Select
              allowClear
              placeholder={t("common.list.all")}
              style={{ width: 120 }}
              options={[
                { value: "true", label: t("accounts.operationLog.succeeded") },
                { value: "false", label: t("accounts.operationLog.failed") },
              ]}
            />
          </Form.Item>
          <Form.Item name="created" label={t("accounts.operationLog.time")} {...rangeFilterItemProps}>
            <DatePresetRangePicker />
          </Form.Item>
        </>
      }
      rowKey="id"
      empty={{
        title: t("accounts.operationLog.emptyTitle"),
        description: t("accounts.operationLog.emptyBody"),
      }}
      expandable={{
        rowExpandable: hasChanges,
        expandedRowRender: (log) => (
          <Descriptions size="small" column={1} bordered style={{ maxWidth: 900 }}>
            <Descriptions.Item label={t("accounts.operationLog.changes")}>
              <Typography.Paragraph style={{ margin: 0 }}>
                <pre style={{ margin: 0, fontSize: 12, whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
                  {JSON.stringify(log.changes, null, 2)}
                </pre>
              </Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
        ),
      }}
      columns={[
        {
          title: t("accounts.operationLog.time"),
          dataIndex: "createdAt",
          width: 165,
          render: (value: string) => formatDateTime(value, "—", "second"),
        },
        {
          title: t("accounts.operationLog.user"),
          dataIndex: "username",
          width: 130,
          render: (value: string | null) => value ?? <Typography.Text type="secondary">—</Typography.Text>,
        },
        {
          title: t("accounts.operationLog.action"),
          dataIndex: "action",
          width: 200,
          render: (action: string, log) => describeAction(t, action, log.targetType),
        },
        {
          title: t("accounts.operationLog.target"),
          key: "target",
          width: 160,
          render: (_: unknown, log) => (
            <span>
              <Typography.Text type="secondary">
                {t(`accounts.operationLog.targets.${log.targetType}`, {
                  defaultValue: t("accounts.operationLog.targets.other"),
                })}
              </Typography.Text>
              {log.targetId ? <Typography.Text> #{log.targetId}</Typography.Text> : null}
            </span>
          ),
        },
        {
          title: t("accounts.operationLog.result"),
          dataIndex: "success",
          width: 110,
          render: (ok: boolean, log) =>
            ok ? (
              <Tag color="success" icon={<CheckCircleOutlined />}>
                {t("accounts.operationLog.succeeded")}
              </Tag>
            ) : log.status === OPERATION_PENDING_STATUS ? (
              // Written before the change; the outcome did not follow (the process stopped or the update failed).
              <Tag color="warning">{t("accounts.operationLog.pending")}</Tag>
            ) : (
              <Tooltip title={`HTTP ${log.status}`}>
                <Tag color="error" icon={<CloseCircleOutlined />}>
                  {t("accounts.operationLog.failed")}
                </Tag>
              </Tooltip>
            ),
        },
        {
          title: t("accounts.operationLog.ip"),
          dataIndex: "ip",
          width: 130,
          render: (v: string | null) => v ?? "—",
        },
      ]}
    />
  );
};

export default OperationLogPage;
