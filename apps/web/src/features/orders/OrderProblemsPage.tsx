import { PaperClipOutlined } from "@ant-design/icons";
import type { OrderProblem } from "@pp/contracts";
import { PROBLEM_ANSWER_KINDS, PROBLEM_STATUSES, type ProblemStatus, type ProblemType } from "@pp/domain";
import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Flex,
  Form,
  Input,
  Radio,
  Table,
  Tabs,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useSessionUser } from "../../shared/auth/session";
import { EmptyState, PageHeader } from "../../shared/components/ListPage";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { formatDateTime } from "../../shared/lib/format";
import { type AnswerFormValues, answerOf, problemIdOf } from "./order-problems";
import {
  downloadAttachment,
  useAnswerProblem,
  useProblem,
  useProblems,
  useResolveProblem,
} from "./order-problems.api";

// Problem orders (问题件, issue 13, spec §2): platform staff raise a problem on an order (from its detail page),
// the customer answers it here (a reply, a corrected address, return or destroy), staff resolve it. A notice's
// link opens the problem by `?id=`.

const STATUS_COLORS: Record<ProblemStatus, string> = {
  open: "warning",
  answered: "processing",
  resolved: "success",
};
const TABS = ["all", ...PROBLEM_STATUSES] as const;

const ProblemDetail = ({ problem, staff }: { problem: OrderProblem; staff: boolean }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const answer = useAnswerProblem();
  const resolve = useResolveProblem();
  const [answerForm] = Form.useForm<AnswerFormValues>();
  const [resolveForm] = Form.useForm<{ note: string }>();
  const kind = Form.useWatch("kind", answerForm);

  const sendAnswer = async () => {
    const values = await answerForm.validateFields();
    try {
      await answer.mutateAsync({ id: problem.id, answer: answerOf(values) });
      void message.success(t("orderProblems.answered"));
    } catch (error) {
      if (!putFieldErrors(answerForm, error) && error instanceof Error) void message.error(error.message);
    }
  };
  const sendResolve = async () => {
    const { note } = await resolveForm.validateFields();
    try {
      await resolve.mutateAsync({ id: problem.id, note });
      void message.success(t("orderProblems.resolved"));
    } catch (error) {
      if (!putFieldErrors(resolveForm, error) && error instanceof Error) void message.error(error.message);
    }
  };
  const required = { required: true, whitespace: true, message: t("orderProblems.required") };
  const address = problem.correctedAddress;

  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: "orderNo", label: t("orders.list.col.orderNo"), children: problem.orderNo },
          { key: "customer", label: t("orders.list.col.customer"), children: problem.orgName },
          { key: "type", label: t("orderProblems.type"), children: t(`orderProblems.types.${problem.type}`) },
          {
            key: "status",
            label: t("orders.list.col.status"),
            children: (
              <Tag color={STATUS_COLORS[problem.status]}>{t(`orderProblems.status.${problem.status}`)}</Tag>
            ),
          },
          { key: "raisedAt", label: t("orderProblems.raisedAt"), children: formatDateTime(problem.raisedAt) },
          {
            key: "description",
            label: t("orderProblems.description"),
            children: (
              <Typography.Paragraph style={{ margin: 0 }}>{problem.description}</Typography.Paragraph>
            ),
          },
          {
            key: "attachments",
            label: t("orderProblems.attachments"),
            children: problem.attachments.length
              ? problem.attachments.map((attachment) => (
                  <Button
                    key={attachment.index}
                    type="link"
                    size="small"
                    icon={<PaperClipOutlined />}
                    onClick={() => void downloadAttachment(problem.id, attachment)}
                  >
                    {attachment.name}
                  </Button>
                ))
              : "—",
          },
          ...(problem.answerKind
            ? [
                {
                  key: "answer",
                  label: t("orderProblems.answer"),
                  children: (
                    <Flex vertical gap={4}>
                      <Tag>{t(`orderProblems.kinds.${problem.answerKind}`)}</Tag>
                      {problem.answerText ? <span>{problem.answerText}</span> : null}
                      {address ? (
                        <Typography.Text type="secondary">
                          {[
                            address.name,
                            address.phone,
                            address.address1,
                            address.city,
                            address.postcode,
                            address.countryCode,
                          ]
                            .filter(Boolean)
                            .join(", ")}
                        </Typography.Text>
                      ) : null}
                    </Flex>
                  ),
                },
              ]
            : []),
          ...(problem.status === "resolved"
            ? [{ key: "resolution", label: t("orderProblems.resolution"), children: problem.resolutionNote }]
            : []),
        ]}
      />
      {!staff && problem.status === "open" ? (
        <Card size="small" title={t("orderProblems.answerTitle")}>
          <Form
            form={answerForm}
            layout="vertical"
            initialValues={{ kind: "reply" }}
            onFinish={() => void sendAnswer()}
          >
            <Form.Item name="kind" label={t("orderProblems.answerKind")}>
              <Radio.Group
                options={PROBLEM_ANSWER_KINDS.map((value) => ({
                  value,
                  label: t(`orderProblems.kinds.${value}`),
                }))}
              />
            </Form.Item>
            {kind === "correctedAddress" ? (
              <Flex gap={8} wrap>
                {(["name", "phone", "countryCode", "city", "postcode", "address1"] as const).map((field) => (
                  <Form.Item
                    key={field}
                    name={["address", field]}
                    label={t(`orderProblems.address.${field}`)}
                    rules={field === "postcode" ? [] : [required]}
                    style={{ minWidth: 200, flex: 1 }}
                  >
                    <Input maxLength={field === "countryCode" ? 2 : 200} />
                  </Form.Item>
                ))}
              </Flex>
            ) : null}
            <Form.Item
              name="text"
              label={t("orderProblems.answerText")}
              rules={kind === "correctedAddress" ? [] : [required]}
            >
              <Input.TextArea maxLength={1000} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={answer.isPending}>
              {t("orderProblems.sendAnswer")}
            </Button>
          </Form>
        </Card>
      ) : null}
      {staff && problem.status !== "resolved" ? (
        <Card size="small" title={t("orderProblems.resolveTitle")}>
          <Form form={resolveForm} layout="vertical" onFinish={() => void sendResolve()}>
            <Form.Item name="note" label={t("orderProblems.resolution")} rules={[required]}>
              <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={resolve.isPending}>
              {t("orderProblems.resolve")}
            </Button>
          </Form>
        </Card>
      ) : null}
    </Flex>
  );
};

/** The problem list: status tabs, the newest first; a row (or a notice's `?id=`) opens it in the drawer. */
const OrderProblemsPage = () => {
  const { t } = useTranslation();
  const staff = useSessionUser().data?.user.orgType === "platform";
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState<(typeof TABS)[number]>("all");
  const list = useProblems(tab === "all" ? undefined : tab);
  const openId = problemIdOf(params.get("id"));
  const opened = useProblem(openId);
  const open = (id: number | null) => setParams(id === null ? {} : { id: String(id) });

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <PageHeader
        title={t("orderProblems.title")}
        description={t(staff ? "orderProblems.staffIntro" : "orderProblems.intro")}
      />
      <Card variant="borderless" className="pp-page-card">
        <Tabs
          size="small"
          activeKey={tab}
          onChange={(key) => setTab(key as (typeof TABS)[number])}
          items={TABS.map((key) => ({
            key,
            label: t(key === "all" ? "orderProblems.all" : `orderProblems.status.${key}`),
          }))}
        />
        <Table<OrderProblem>
          size="small"
          rowKey="id"
          loading={list.isPending}
          pagination={false}
          scroll={{ x: "max-content" }}
          dataSource={list.data?.rows ?? []}
          locale={{ emptyText: <EmptyState title={t("orderProblems.empty")} /> }}
          onRow={(row) => ({ onClick: () => open(row.id), style: { cursor: "pointer" } })}
          columns={[
            { title: t("orders.list.col.orderNo"), dataIndex: "orderNo" },
            ...(staff ? [{ title: t("orders.list.col.customer"), dataIndex: "orgName" }] : []),
            {
              title: t("orderProblems.type"),
              dataIndex: "type",
              render: (value: ProblemType) => t(`orderProblems.types.${value}`),
            },
            {
              title: t("orderProblems.raisedAt"),
              dataIndex: "raisedAt",
              render: (value: string) => formatDateTime(value),
            },
            {
              title: t("orders.list.col.status"),
              dataIndex: "status",
              render: (value: ProblemStatus) => (
                <Tag color={STATUS_COLORS[value]}>{t(`orderProblems.status.${value}`)}</Tag>
              ),
            },
          ]}
        />
      </Card>
      <Drawer
        open={openId !== null}
        onClose={() => open(null)}
        size={720}
        title={opened.data ? t("orderProblems.drawerTitle", { orderNo: opened.data.orderNo }) : ""}
        loading={opened.isPending}
      >
        {opened.data ? <ProblemDetail key={opened.data.id} problem={opened.data} staff={staff} /> : null}
      </Drawer>
    </Flex>
  );
};

export default OrderProblemsPage;
