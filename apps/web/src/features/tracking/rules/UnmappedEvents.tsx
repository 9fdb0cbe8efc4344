import { PlusOutlined } from "@ant-design/icons";
import type { UnmappedEventDto } from "@pp/contracts";
import { Button, Flex, Form, Modal, Select, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EmptyState } from "../../../shared/components/ListPage";
import { formatDateTime } from "../../../shared/lib/format";
import { ruleFormLink } from "./track-rules";
import { useTrackRuleGroups, useUnmappedEvents } from "./track-rules.api";

// The events no rule maps (spec §2 tracking rules; issue 17), by source and code, with "make a rule from this": the
// operator picks a group and the group's page opens the rule form with the source and the code filled in.

export const UnmappedEvents = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const events = useUnmappedEvents();
  const groups = useTrackRuleGroups();
  const [making, setMaking] = useState<UnmappedEventDto | undefined>(undefined);
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const close = () => {
    setMaking(undefined);
    setGroupId(undefined);
  };
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t("trackRules.unmapped.intro")}</Typography.Text>
      <Table<UnmappedEventDto>
        size="small"
        rowKey={(row) => `${row.source}\u0000${row.code}`}
        loading={events.isPending}
        pagination={false}
        scroll={{ x: "max-content" }}
        dataSource={events.data?.rows ?? []}
        locale={{ emptyText: <EmptyState title={t("trackRules.unmapped.empty")} /> }}
        footer={
          events.data && events.data.total > 0
            ? () => t("trackRules.unmapped.total", { total: events.data.total })
            : undefined
        }
        columns={[
          { title: t("trackRules.unmapped.source"), dataIndex: "source" },
          {
            title: t("trackRules.unmapped.code"),
            dataIndex: "code",
            render: (code: string) =>
              code ? <Typography.Text code>{code}</Typography.Text> : t("trackRules.unmapped.noCode"),
          },
          { title: t("trackRules.unmapped.count"), dataIndex: "count", align: "right" },
          { title: t("trackRules.unmapped.example"), dataIndex: "exampleText", ellipsis: true, width: 280 },
          {
            title: t("trackRules.unmapped.firstSeen"),
            dataIndex: "firstSeen",
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t("trackRules.unmapped.lastSeen"),
            dataIndex: "lastSeen",
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t("common.columns.actions"),
            key: "actions",
            fixed: "right",
            render: (_: unknown, row) => (
              <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setMaking(row)}>
                {t("trackRules.unmapped.makeRule")}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={making !== undefined}
        title={t("trackRules.unmapped.chooseGroup")}
        onCancel={close}
        okButtonProps={{ disabled: groupId === undefined }}
        onOk={() => {
          if (making && groupId !== undefined) navigate(ruleFormLink(groupId, making));
          close();
        }}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t("trackRules.unmapped.group")} required>
            <Select
              value={groupId}
              onChange={setGroupId}
              options={(groups.data ?? []).map((group) => ({ value: group.id, label: group.name }))}
              aria-label={t("trackRules.unmapped.group")}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
};
