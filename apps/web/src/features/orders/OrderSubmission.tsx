import { CheckOutlined, PrinterOutlined, SendOutlined } from "@ant-design/icons";
import type { OrderDetail } from "@pp/contracts";
import { Alert, App, Button, Descriptions, Flex, Form, Input, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "../../shared/components/ListPage";
import { FormModal } from "../../shared/forms/FormModal";
import { useFormSave } from "../../shared/forms/use-form-save";
import { formatDateTime } from "../../shared/lib/format";
import { useCanPushOrders, useMarkSubmitted, usePrintLabels, usePushOrders } from "./order-submission.api";

const STATUS_COLORS = {
  waiting: "processing",
  success: "green",
  failed: "red",
  cancelled: "default",
} as const;
const LABEL_COLORS = { none: undefined, pending: "gold", obtained: "green", timedOut: "red" } as const;

/** Marks the submission successful after staff confirmed it with the carrier, with the carrier's number. */
const MarkSubmittedModal = ({
  order,
  open,
  onClose,
}: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ trackingNumber: string }>();
  const { save, saving } = useFormSave(form);
  const mark = useMarkSubmitted();
  return (
    <FormModal<{ trackingNumber: string }>
      open={open}
      title={t("orderSubmission.markTitle", { orderNo: order.orderNo })}
      notice={t("orderSubmission.markNotice")}
      saving={saving}
      form={form}
      onClose={onClose}
      onFinish={({ trackingNumber }) =>
        void save(() => mark.mutateAsync({ orderId: order.id, trackingNumber: trackingNumber.trim() }), {
          onSaved: onClose,
        })
      }
    >
      <Form.Item
        name="trackingNumber"
        label={t("orderSubmission.trackingNumber")}
        rules={[{ required: true }]}
      >
        <Input maxLength={40} autoFocus />
      </Form.Item>
    </FormModal>
  );
};

/** The order's submission to its carrier (spec §4): waiting, success or failed with the carrier's words. */
export const OrderSubmission = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const canPush = useCanPushOrders();
  const push = usePushOrders();
  const [marking, setMarking] = useState(false);
  const submission = order.submission;

  const pushAgain = async () => {
    const { results } = await push.mutateAsync([order.id]);
    const outcome = results[0]?.outcome ?? "notPushable";
    void (outcome === "queued" || outcome === "repushed" ? message.success : message.info)(
      t(`orderSubmission.outcomes.${outcome}`),
    );
  };

  const actions = canPush ? (
    <Space wrap>
      {submission?.status !== "success" ? (
        <Button icon={<SendOutlined />} loading={push.isPending} onClick={() => void pushAgain()}>
          {submission ? t("orderSubmission.repush") : t("orderSubmission.push")}
        </Button>
      ) : null}
      {submission && submission.status !== "success" ? (
        <Button icon={<CheckOutlined />} onClick={() => setMarking(true)}>
          {t("orderSubmission.mark")}
        </Button>
      ) : null}
    </Space>
  ) : null;

  if (!submission)
    return (
      <>
        <EmptyState title={t("orderSubmission.none")} description={t("orderSubmission.noneBody")} />
        {actions ? <div style={{ textAlign: "center" }}>{actions}</div> : null}
      </>
    );
  return (
    <Flex vertical gap={12}>
      {submission.status === "failed" ? (
        <Alert
          type="error"
          showIcon
          title={t("orderSubmission.failedTitle", { carrier: submission.providerName })}
          description={submission.errorMessage}
        />
      ) : null}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          {
            key: "status",
            label: t("orderSubmission.status"),
            children: (
              <Space size={4}>
                <Tag color={STATUS_COLORS[submission.status]}>
                  {t(`orderSubmission.statuses.${submission.status}`)}
                </Tag>
                {submission.byHand ? <Tag>{t("orderSubmission.byHand")}</Tag> : null}
              </Space>
            ),
          },
          { key: "provider", label: t("orderSubmission.provider"), children: submission.providerName },
          {
            key: "tracking",
            label: t("orderSubmission.trackingNumber"),
            children: submission.trackingNumber ? (
              <Typography.Text copyable>{submission.trackingNumber}</Typography.Text>
            ) : (
              "—"
            ),
          },
          {
            key: "label",
            label: t("orderSubmission.label"),
            children: (
              <Tag color={LABEL_COLORS[submission.labelStatus]}>
                {t(`orderSubmission.labels.${submission.labelStatus}`)}
              </Tag>
            ),
          },
          {
            key: "pushedAt",
            label: t("orderSubmission.pushedAt"),
            children: formatDateTime(submission.pushedAt, "—", "second"),
          },
          ...(submission.status === "waiting" && submission.errorMessage
            ? [{ key: "lastError", label: t("orderSubmission.lastError"), children: submission.errorMessage }]
            : []),
        ]}
      />
      {actions}
      <MarkSubmittedModal order={order} open={marking} onClose={() => setMarking(false)} />
    </Flex>
  );
};

/** Staff push the selected orders to their carriers (or again); the answer counts each outcome. */
export const PushSelectedButton = ({
  selectedIds,
  onDone,
}: {
  selectedIds: number[];
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const canPush = useCanPushOrders();
  const push = usePushOrders();
  if (!canPush) return null;
  const run = async () => {
    const { results } = await push.mutateAsync(selectedIds);
    const counts = new Map<string, number>();
    for (const result of results) counts.set(result.outcome, (counts.get(result.outcome) ?? 0) + 1);
    modal.info({
      title: t("orderSubmission.batchTitle", { count: results.length }),
      content: (
        <Flex vertical gap={4}>
          {[...counts].map(([outcome, count]) => (
            <Typography.Text key={outcome}>
              {t(`orderSubmission.outcomes.${outcome}`)} · {count}
            </Typography.Text>
          ))}
        </Flex>
      ),
    });
    onDone();
  };
  return (
    <Button
      icon={<SendOutlined />}
      disabled={selectedIds.length === 0}
      loading={push.isPending}
      onClick={() => void run()}
    >
      {t("orderSubmission.batchButton", { count: selectedIds.length })}
    </Button>
  );
};

/** The selected orders' labels printed as one PDF by a task (spec §7 batchPrintLabelPdf); task management has it. */
export const PrintLabelsButton = ({ selectedIds }: { selectedIds: number[] }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const print = usePrintLabels();
  return (
    <Button
      icon={<PrinterOutlined />}
      disabled={selectedIds.length === 0}
      loading={print.isPending}
      onClick={() => void print.mutateAsync(selectedIds).then((task) => message.success(task.message))}
    >
      {t("orderSubmission.printLabels", { count: selectedIds.length })}
    </Button>
  );
};
