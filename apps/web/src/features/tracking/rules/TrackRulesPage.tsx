import {
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  HistoryOutlined,
  UploadOutlined,
} from "@ant-design/icons";
import type { TrackRuleDto } from "@pp/contracts";
import { Button, Card, Flex, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { useLanguage } from "../../../locales";
import { ExcelImportDialog } from "../../../shared/components/ExcelImportDialog";
import { ExportButton } from "../../../shared/components/ExportButton";
import { EmptyState, PageHeader } from "../../../shared/components/ListPage";
import { AddButton } from "../../../shared/components/list-controls";
import { ReplayModal } from "./ReplayModal";
import { TrackRuleDrawer } from "./TrackRuleDrawer";
import { prefillOf, trackStatusText } from "./track-rules";
import {
  downloadTrackRuleTemplate,
  exportTrackRules,
  useDeleteTrackRule,
  useEnableTrackRule,
  useImportTrackRules,
  useMoveTrackRule,
  useTrackRuleGroups,
  useTrackRules,
} from "./track-rules.api";

// A tracking rule group's rules (trackRule listByGroupId), in the order they are tried: add, edit, reorder, switch on
// or off, delete; the xlsx template, import (all or nothing) and export; and the group's replay over stored events.
// `?groupId=`; `&source=&code=` opens the form prefilled from an unmapped event.

const TrackRulesPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const groupId = Number(params.get("groupId") ?? 0);
  const prefill = prefillOf(params);
  const group = useTrackRuleGroups().data?.find((candidate) => candidate.id === groupId);
  const rules = useTrackRules(groupId);
  const move = useMoveTrackRule();
  const enable = useEnableTrackRule();
  const remove = useDeleteTrackRule();
  const importRules = useImportTrackRules(groupId);
  const [drawer, setDrawer] = useState<{ open: boolean; rule?: TrackRuleDto }>({ open: prefill !== null });
  const [importing, setImporting] = useState(false);
  const [replaying, setReplaying] = useState(false);
  const rows = rules.data ?? [];
  const closeDrawer = () => {
    setDrawer({ open: false });
    if (prefill) setParams({ groupId: String(groupId) }, { replace: true });
  };
  const fieldLabel = (field: string) => t(`trackRules.rules.${field}`, { defaultValue: field }) as string;
  const secondary = (text: string) => <Typography.Text type="secondary">{text}</Typography.Text>;

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <PageHeader
        description={
          group ? t("trackRules.rules.title", { name: group.name }) : t("trackRules.rules.noGroup")
        }
        actions={
          <>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate("/tracking/rule-groups")}>
              {t("trackRules.rules.back")}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadTrackRuleTemplate()}>
              {t("trackRules.rules.template")}
            </Button>
            <Button icon={<UploadOutlined />} disabled={!group} onClick={() => setImporting(true)}>
              {t("trackRules.rules.import")}
            </Button>
            <ExportButton onExport={() => exportTrackRules(groupId)}>
              {t("trackRules.rules.export")}
            </ExportButton>
            <Button icon={<HistoryOutlined />} disabled={!group} onClick={() => setReplaying(true)}>
              {t("trackRules.replay.button")}
            </Button>
            <AddButton onClick={() => setDrawer({ open: true })}>{t("trackRules.rules.add")}</AddButton>
          </>
        }
      />
      <Card variant="borderless" className="pp-page-card">
        <Table<TrackRuleDto>
          size="small"
          rowKey="id"
          loading={groupId > 0 && rules.isPending}
          pagination={false}
          scroll={{ x: "max-content" }}
          dataSource={rows}
          locale={{
            emptyText: (
              <EmptyState title={t(groupId > 0 ? "trackRules.rules.empty" : "trackRules.rules.noGroup")} />
            ),
          }}
          columns={[
            {
              title: t("trackRules.rules.position"),
              key: "position",
              render: (_: unknown, _r, index) => index + 1,
            },
            {
              title: t("trackRules.rules.trackStatus"),
              dataIndex: "trackStatus",
              render: (status: TrackRuleDto["trackStatus"], rule) => (
                <Space size={4}>
                  {trackStatusText(status, lang, "")}
                  {rule.alert ? <Tag color="red">{t("trackRules.rules.alert")}</Tag> : null}
                </Space>
              ),
            },
            {
              title: t("trackRules.rules.eventCode"),
              dataIndex: "eventCode",
              render: (code: string) => (code ? <Typography.Text code>{code}</Typography.Text> : null),
            },
            { title: t("trackRules.rules.keyword"), dataIndex: "keyword" },
            {
              title: t("trackRules.rules.source"),
              dataIndex: "source",
              render: (source: string) => source || secondary(t("trackRules.rules.sourceAny")),
            },
            { title: t("trackRules.rules.statusText"), dataIndex: "statusText" },
            { title: t("trackRules.rules.eventText"), dataIndex: "eventText", ellipsis: true },
            {
              title: t("trackRules.rules.enabled"),
              dataIndex: "enabled",
              render: (_: unknown, rule) => (
                <Switch
                  size="small"
                  checked={rule.enabled}
                  aria-label={`${t("trackRules.rules.enabled")} ${rule.eventCode || rule.keyword}`}
                  checkedChildren={t("trackRules.rules.on")}
                  unCheckedChildren={t("trackRules.rules.off")}
                  onChange={(enabled) => void enable.mutateAsync({ id: rule.id, enabled })}
                />
              ),
            },
            {
              title: t("common.columns.actions"),
              key: "actions",
              fixed: "right",
              render: (_: unknown, rule, index) => (
                <Space size={0} wrap={false}>
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setDrawer({ open: true, rule })}
                  >
                    {t("common.actions.edit")}
                  </Button>
                  <Tooltip title={t("trackRules.rules.moveUp")}>
                    <Button
                      type="text"
                      size="small"
                      aria-label={t("trackRules.rules.moveUp")}
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      onClick={() => void move.mutateAsync({ id: rule.id, direction: "up" })}
                    />
                  </Tooltip>
                  <Tooltip title={t("trackRules.rules.moveDown")}>
                    <Button
                      type="text"
                      size="small"
                      aria-label={t("trackRules.rules.moveDown")}
                      icon={<ArrowDownOutlined />}
                      disabled={index === rows.length - 1}
                      onClick={() => void move.mutateAsync({ id: rule.id, direction: "down" })}
                    />
                  </Tooltip>
                  <Popconfirm
                    title={t("trackRules.rules.deleteConfirm")}
                    okButtonProps={{ danger: true }}
                    okText={t("common.actions.delete")}
                    onConfirm={() => remove.mutateAsync(rule.id)}
                  >
                    <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                      {t("common.actions.delete")}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <TrackRuleDrawer
        open={drawer.open && groupId > 0}
        groupId={groupId}
        rule={drawer.rule}
        prefill={drawer.rule ? null : prefill}
        onClose={closeDrawer}
      />
      <ExcelImportDialog
        open={importing}
        title={t("trackRules.rules.importTitle")}
        hint={t("trackRules.rules.importHint")}
        importedText={(count) => t("trackRules.rules.imported", { count })}
        fieldLabel={fieldLabel}
        run={(file) => importRules.mutateAsync(file)}
        pending={importRules.isPending}
        onClose={() => setImporting(false)}
      />
      <ReplayModal group={replaying ? group : undefined} onClose={() => setReplaying(false)} />
    </Flex>
  );
};

export default TrackRulesPage;
