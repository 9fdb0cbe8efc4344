import type { TrackReplayResult } from "@pp/contracts";
import { Alert, App, Button, Descriptions, Flex, Modal, Popconfirm, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../locales";
import { errorMessageOf } from "../../../shared/api/api-error";
import { EmptyState } from "../../../shared/components/ListPage";
import { trackStatusText } from "./track-rules";
import { useReplayTrackGroup } from "./track-rules.api";

// A group's replay over stored events: a preview of the parcels whose status would change (capped list and total),
// then, after a confirm, the same applied.

type Change = TrackReplayResult["changes"][number];

export const ReplayModal = ({
  group,
  onClose,
}: {
  group: { id: number; name: string } | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const replay = useReplayTrackGroup(group?.id ?? 0);
  const [result, setResult] = useState<TrackReplayResult | null>(null);
  const close = () => {
    setResult(null);
    onClose();
  };
  const run = (apply: boolean) =>
    replay.mutateAsync(apply).then(
      (answer) => {
        setResult(answer);
        if (apply) void message.success(t("trackRules.replay.applied", { count: answer.total }));
      },
      (error: unknown) => void message.error(errorMessageOf(error, t("common.errors.operationFailed"))),
    );
  const status = (value: Change["from"]) => trackStatusText(value, lang, t("trackRules.replay.noStatus"));

  return (
    <Modal
      open={group !== undefined}
      title={t("trackRules.replay.title", { name: group?.name ?? "" })}
      onCancel={close}
      width={720}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t("trackRules.replay.close")}</Button>
          <Button loading={replay.isPending && !result} onClick={() => void run(false)}>
            {t("trackRules.replay.preview")}
          </Button>
          <Popconfirm
            title={t("trackRules.replay.applyConfirm", { count: result?.total ?? 0 })}
            okText={t("trackRules.replay.apply")}
            disabled={!result || result.applied || result.total === 0}
            onConfirm={() => run(true)}
          >
            <Button
              type="primary"
              danger
              disabled={!result || result.applied || result.total === 0}
              loading={replay.isPending && result !== null}
            >
              {t("trackRules.replay.apply")}
            </Button>
          </Popconfirm>
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <Alert type="info" showIcon title={t("trackRules.replay.intro")} />
        {result ? (
          <>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 3 }}
              items={[
                { key: "parcels", label: t("trackRules.replay.parcels"), children: result.parcels },
                { key: "events", label: t("trackRules.replay.events"), children: result.events },
                { key: "total", label: t("trackRules.replay.total"), children: result.total },
              ]}
            />
            {result.total > result.changes.length ? (
              <Typography.Text type="secondary">
                {t("trackRules.replay.capped", { shown: result.changes.length, total: result.total })}
              </Typography.Text>
            ) : null}
            <Table<Change>
              size="small"
              rowKey="orderId"
              dataSource={result.changes}
              pagination={result.changes.length > 10 ? { pageSize: 10, size: "small" } : false}
              scroll={{ x: "max-content" }}
              locale={{ emptyText: <EmptyState title={t("trackRules.replay.none")} /> }}
              columns={[
                { title: t("trackRules.replay.order"), dataIndex: "orderNo" },
                { title: t("trackRules.replay.from"), dataIndex: "from", render: status },
                { title: t("trackRules.replay.to"), dataIndex: "to", render: status },
              ]}
            />
          </>
        ) : null}
      </Flex>
    </Modal>
  );
};
