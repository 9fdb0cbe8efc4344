import { StarOutlined } from "@ant-design/icons";
import type { TrackRuleGroupDto } from "@pp/contracts";
import { App, Button, Card, Flex, Form, Input, Select, Space, Table, Tabs, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EmptyState, PageHeader } from "../../../shared/components/ListPage";
import { AddButton } from "../../../shared/components/list-controls";
import { rowActionsColumn } from "../../../shared/components/row-actions";
import { FormModal } from "../../../shared/forms/FormModal";
import { useFormSave } from "../../../shared/forms/use-form-save";
import { formatDateTime } from "../../../shared/lib/format";
import {
  useAssignTrackGroup,
  useDeleteTrackGroup,
  useMakeDefaultTrackGroup,
  useSaveTrackGroup,
  useTrackGroupSubjects,
  useTrackRuleGroups,
} from "./track-rules.api";
import { UnmappedEvents } from "./UnmappedEvents";

// Tracking rule groups (轨迹规则组, spec §2): every group with its creator, rule count and the products and providers
// it is assigned to; add, edit, delete, make one the default, assign; a group's rules open on their own page. The
// second tab lists the events no rule maps.

type GroupForm = { name: string; description: string };
type AssignForm = { productIds: number[]; providerIds: number[] };

const GroupModal = ({
  group,
  onClose,
}: {
  group: TrackRuleGroupDto | null | undefined;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<GroupForm>();
  const save = useSaveTrackGroup();
  const { save: submit, saving } = useFormSave(form);
  return (
    <FormModal<GroupForm>
      open={group !== undefined}
      title={t(group ? "trackRules.groups.editTitle" : "trackRules.groups.addTitle")}
      form={form}
      saving={saving}
      onClose={onClose}
      initialValues={{ name: group?.name ?? "", description: group?.description ?? "" }}
      onFinish={(values) =>
        void submit(() => save.mutateAsync({ ...values, ...(group ? { id: group.id } : {}) }), {
          onSaved: onClose,
        })
      }
    >
      <Form.Item
        name="name"
        label={t("trackRules.groups.name")}
        rules={[{ required: true, whitespace: true, max: 60 }]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="description" label={t("trackRules.groups.description")} rules={[{ max: 200 }]}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
};

const AssignModal = ({ group, onClose }: { group: TrackRuleGroupDto | undefined; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<AssignForm>();
  const subjects = useTrackGroupSubjects(group !== undefined);
  const assign = useAssignTrackGroup();
  const { save: submit, saving } = useFormSave(form);
  const options = (list: { id: number; code: string; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: item.id, label: `${item.code} · ${item.name}` }));
  return (
    <FormModal<AssignForm>
      open={group !== undefined}
      title={t("trackRules.groups.assignTitle", { name: group?.name ?? "" })}
      notice={t("trackRules.groups.assignNotice")}
      form={form}
      saving={saving}
      onClose={onClose}
      width={620}
      initialValues={{
        productIds: group?.products.map((p) => p.id) ?? [],
        providerIds: group?.providers.map((p) => p.id) ?? [],
      }}
      onFinish={(values) =>
        void submit(() => assign.mutateAsync({ id: group!.id, ...values }), {
          saved: t("trackRules.groups.assigned"),
          onSaved: onClose,
        })
      }
    >
      <Form.Item name="productIds" label={t("trackRules.groups.products")}>
        <Select
          mode="multiple"
          allowClear
          loading={subjects.isPending}
          optionFilterProp="label"
          options={options(subjects.data?.products)}
        />
      </Form.Item>
      <Form.Item name="providerIds" label={t("trackRules.groups.providers")}>
        <Select
          mode="multiple"
          allowClear
          loading={subjects.isPending}
          optionFilterProp="label"
          options={options(subjects.data?.providers)}
        />
      </Form.Item>
    </FormModal>
  );
};

const Subjects = ({ list }: { list: { id: number; name: string }[] }) => {
  const { t } = useTranslation();
  if (list.length === 0)
    return <Typography.Text type="secondary">{t("trackRules.groups.none")}</Typography.Text>;
  const shown = list.slice(0, 3);
  return (
    <span title={list.map((item) => item.name).join(", ")}>
      {shown.map((item) => (
        <Tag key={item.id}>{item.name}</Tag>
      ))}
      {list.length > shown.length ? <Tag>+{list.length - shown.length}</Tag> : null}
    </span>
  );
};

const GroupsTab = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const groups = useTrackRuleGroups();
  const remove = useDeleteTrackGroup();
  const makeDefault = useMakeDefaultTrackGroup();
  const [editing, setEditing] = useState<TrackRuleGroupDto | null | undefined>(undefined);
  const [assigning, setAssigning] = useState<TrackRuleGroupDto | undefined>(undefined);
  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <AddButton onClick={() => setEditing(null)}>{t("trackRules.groups.add")}</AddButton>
      </Flex>
      <Table<TrackRuleGroupDto>
        size="small"
        rowKey="id"
        loading={groups.isPending}
        pagination={false}
        scroll={{ x: "max-content" }}
        dataSource={groups.data ?? []}
        locale={{ emptyText: <EmptyState title={t("trackRules.groups.empty")} /> }}
        columns={[
          {
            title: t("trackRules.groups.name"),
            dataIndex: "name",
            render: (name: string, group) => (
              <Space size={4}>
                <Typography.Link onClick={() => navigate(`/tracking/rules?groupId=${group.id}`)}>
                  {name}
                </Typography.Link>
                {group.isDefault ? <Tag color="blue">{t("trackRules.groups.default")}</Tag> : null}
              </Space>
            ),
          },
          { title: t("trackRules.groups.description"), dataIndex: "description", ellipsis: true, width: 240 },
          { title: t("trackRules.groups.ruleCount"), dataIndex: "ruleCount", align: "right" },
          {
            title: t("trackRules.groups.products"),
            key: "products",
            width: 200,
            render: (_: unknown, group) => <Subjects list={group.products} />,
          },
          {
            title: t("trackRules.groups.providers"),
            key: "providers",
            width: 200,
            render: (_: unknown, group) => <Subjects list={group.providers} />,
          },
          {
            title: t("trackRules.groups.createdBy"),
            dataIndex: "createdBy",
            render: (value: string | null) => value ?? "—",
          },
          {
            title: t("trackRules.groups.createdAt"),
            dataIndex: "createdAt",
            render: (value: string) => formatDateTime(value),
          },
          rowActionsColumn<TrackRuleGroupDto>({
            width: 300,
            onEdit: setEditing,
            onDelete: (group) => remove.mutateAsync(group.id),
            confirm: (group) => t("trackRules.groups.deleteConfirm", { name: group.name }),
            extra: (group) => (
              <>
                <Button type="link" size="small" onClick={() => setAssigning(group)}>
                  {t("trackRules.groups.assign")}
                </Button>
                {group.isDefault ? null : (
                  <Button
                    type="link"
                    size="small"
                    icon={<StarOutlined />}
                    onClick={() =>
                      void makeDefault
                        .mutateAsync(group.id)
                        .then(() => message.success(t("trackRules.groups.madeDefault")))
                    }
                  >
                    {t("trackRules.groups.makeDefault")}
                  </Button>
                )}
              </>
            ),
          }),
        ]}
      />
      <GroupModal group={editing} onClose={() => setEditing(undefined)} />
      <AssignModal group={assigning} onClose={() => setAssigning(undefined)} />
    </Flex>
  );
};

const TrackRuleGroupsPage = () => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12} className="pp-list-page">
      <PageHeader description={t("trackRules.intro")} />
      <Card variant="borderless" className="pp-page-card">
        <Tabs
          items={[
            { key: "groups", label: t("trackRules.tabs.groups"), children: <GroupsTab /> },
            { key: "unmapped", label: t("trackRules.tabs.unmapped"), children: <UnmappedEvents /> },
          ]}
        />
      </Card>
    </Flex>
  );
};

export default TrackRuleGroupsPage;
