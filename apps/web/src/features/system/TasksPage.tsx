import { CheckCircleOutlined, CloseCircleOutlined, DownloadOutlined, SyncOutlined } from "@ant-design/icons";
import { TASK_STATUSES, type Task } from "@pp/contracts";
import { Flex, Form, Progress, Select, Tag, Tooltip, Typography } from "antd";
import dayjs from "dayjs";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
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
import { downloadTaskFile, useTasks } from "./system.api";

const FILTER_KEYS = ["status", "created"] as const;

const STATUS_TAGS: Record<Task["status"], { color: string; icon: ReactNode }> = {
  processing: { color: "processing", icon: <SyncOutlined spin /> },
  failed: { color: "error", icon: <CloseCircleOutlined /> },
  completed: { color: "success", icon: <CheckCircleOutlined /> },
};

const isStatus = (value: string | undefined): value is Task["status"] =>
  (TASK_STATUSES as readonly string[]).includes(value ?? "");

const formatDuration = (task: Task, t: TFunction) => {
  if (!task.finishedAt) return "—";
  const seconds = Math.max(0, dayjs(task.finishedAt).diff(dayjs(task.createdAt), "second"));
  if (seconds < 60) return t("system.tasks.seconds", { count: seconds });
  return t("system.tasks.minutes", { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
};

/** A long task's progress while it runs: a small bar and "processed/total". */
const TaskProgress = ({ progress }: { progress: NonNullable<Task["progress"]> }) => (
  <Progress
    size="small"
    style={{ margin: 0, width: 110 }}
    percent={progress.total > 0 ? Math.floor((progress.processed * 100) / progress.total) : 0}
    format={() => `${progress.processed}/${progress.total}`}
  />
);

/** Background work (imports, exports, label fetching…): what is running, what failed and why. */
const TasksPage = () => {
  const { t } = useTranslation();
  const list = useListState(FILTER_KEYS);
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const query = useTasks({
    page: list.page,
    size: list.size,
    status,
    ...rangeToParams(parseRangeFilter(list.filters.created)),
  });
  const processing = query.data?.rows.some((task) => task.status === "processing") ?? false;

  return (
    <ListPage<Task, typeof list.filters>
      {...listPageProps(list, query)}
      title={t("system.tasks.title")}
      description={processing ? t("system.tasks.autoRefresh") : t("system.tasks.description")}
      filters={
        <>
          <Form.Item name="status" label={t("system.tasks.status")}>
            <Select
              allowClear
              placeholder={t("common.list.all")}
              style={{ width: 150 }}
              options={TASK_STATUSES.map((value) => ({ value, label: t(`system.tasks.statuses.${value}`) }))}
            />
          </Form.Item>
          <Form.Item name="created" label={t("system.tasks.createdAt")} {...rangeFilterItemProps}>
            <DatePresetRangePicker />
          </Form.Item>
        </>
      }
      rowKey="id"
      empty={{ title: t("system.tasks.emptyTitle"), description: t("system.tasks.emptyBody") }}
      columns={[
        { title: t("system.tasks.id"), dataIndex: "id", width: 80 },
        {
          title: t("system.tasks.kind"),
          dataIndex: "kind",
          width: 180,
          render: (kind: string) => (
            <Tooltip title={kind}>
              <span>{t(`system.tasks.kinds.${kind}`, { defaultValue: kind })}</span>
            </Tooltip>
          ),
        },
        {
          title: t("system.tasks.status"),
          dataIndex: "status",
          width: 150,
          render: (value: Task["status"], task) => (
            <Flex vertical gap={2}>
              <Tag
                color={STATUS_TAGS[value].color}
                icon={STATUS_TAGS[value].icon}
                style={{ width: "fit-content" }}
              >
                {t(`system.tasks.statuses.${value}`)}
              </Tag>
              {value === "processing" && task.progress ? <TaskProgress progress={task.progress} /> : null}
            </Flex>
          ),
        },
        {
          title: t("system.tasks.summary"),
          dataIndex: "summary",
          width: 320,
          ellipsis: { showTitle: false },
          render: (_: string | null, task) =>
            task.error ? (
              <Tooltip title={task.error} placement="topLeft">
                <Typography.Text type="danger">{task.error}</Typography.Text>
              </Tooltip>
            ) : (
              <Tooltip title={task.summary} placement="topLeft">
                <span>{task.summary ?? "—"}</span>
              </Tooltip>
            ),
        },
        {
          title: t("system.tasks.file"),
          dataIndex: "file",
          width: 200,
          render: (file: Task["file"], task) =>
            file ? (
              <Typography.Link
                title={t("system.tasks.download")}
                onClick={() => void downloadTaskFile({ ...task, file })}
              >
                <DownloadOutlined /> {file.name}
              </Typography.Link>
            ) : (
              "—"
            ),
        },
        {
          title: t("system.tasks.createdAt"),
          dataIndex: "createdAt",
          width: 170,
          render: (value: string | null) => formatDateTime(value, "—", "second"),
        },
        {
          title: t("system.tasks.finishedAt"),
          dataIndex: "finishedAt",
          width: 170,
          render: (value: string | null) => formatDateTime(value, "—", "second"),
        },
        {
          title: t("system.tasks.duration"),
          key: "duration",
          width: 110,
          render: (_: unknown, task) => formatDuration(task, t),
        },
      ]}
    />
  );
};

export default TasksPage;
