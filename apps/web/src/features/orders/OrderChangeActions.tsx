import { CopyOutlined, DeleteOutlined, StopOutlined } from "@ant-design/icons";
import type { OrderCancelResult, OrderDetail, OrderRow } from "@pp/contracts";
import { groupMoney } from "@pp/domain";
import { Alert, App, Button, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useSessionUser } from "../../shared/auth/session";
import { formatDateTime } from "../../shared/lib/format";
import { BatchResultsModal } from "./BatchResultsModal";
import { cancelSummary, isCancellable, isDeletableDraft, mayCancelOrders } from "./order-changes";
import { useCancelOrders, useCopyOrder, useDeleteDraft, useOrderCancelRequestIf } from "./order-changes.api";

// The buttons that change an order after it is placed (issue 13), each behind the spec's confirmation (§8):
// the list's batch cancel and the detail page's cancel, delete and copy. Cancelling answers per order; a paid
// order's charge shows as refunded, and the wallet flow lists it with the order number.

const money = (value: { amount: string; currency: string }) =>
  `${groupMoney(value.amount)} ${value.currency}`;

/** What cancelling answered, one line per order, with the refunds summed per currency. */
const CancelResults = ({ answer, onClose }: { answer: OrderCancelResult | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const summary = cancelSummary(answer?.results ?? []);
  return (
    <BatchResultsModal
      results={answer?.results ?? null}
      title={t("orderChanges.cancel.resultTitle")}
      summary={[
        t("orderChanges.cancel.summary", { cancelled: summary.cancelled, total: summary.total }),
        summary.requested ? t("orderChanges.cancel.requestedCount", { count: summary.requested }) : "",
        summary.refunds.length
          ? t("orderChanges.cancel.refundedTotal", { amount: summary.refunds.map(money).join(", ") })
          : "",
      ]
        .filter(Boolean)
        .join(" ")}
      doneTag={(order) =>
        order.requested ? (
          <Tag color="processing">{t("orderChanges.cancel.requested")}</Tag>
        ) : (
          <Tag color="success">
            {order.refunded
              ? t("orderChanges.cancel.refunded", { amount: money(order.refunded) })
              : t(
                  order.paymentStatus === "released"
                    ? "orderChanges.cancel.released"
                    : "orderChanges.cancel.cancelled",
                )}
          </Tag>
        )
      }
      onClose={onClose}
    />
  );
};

/** Whether this user cancels orders at all (a customer its own, platform operators any customer's). */
export const useMayCancelOrders = () => {
  const session = useSessionUser();
  return mayCancelOrders(session.data?.user.orgType, session.data?.roles);
};

/** The list's batch-bar button: cancels the selected orders the lifecycle still lets be cancelled. */
export const CancelSelectedButton = ({
  selected,
  onDone,
}: {
  selected: Pick<OrderRow, "id" | "status" | "paymentStatus">[];
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const cancel = useCancelOrders();
  const [answer, setAnswer] = useState<OrderCancelResult | null>(null);
  const cancellable = selected.filter(isCancellable);
  const confirm = () =>
    modal.confirm({
      title: t("orderChanges.cancel.confirmTitle", { count: cancellable.length }),
      content: t("orderChanges.cancel.confirmBody"),
      okText: t("orderChanges.cancel.confirm"),
      okButtonProps: { danger: true },
      onOk: async () => {
        setAnswer(await cancel.mutateAsync(cancellable.map((row) => row.id)));
        onDone();
      },
    });
  return (
    <>
      <Button
        danger
        icon={<StopOutlined />}
        disabled={cancellable.length === 0}
        loading={cancel.isPending}
        onClick={confirm}
      >
        {t("orderChanges.cancel.batchButton", { count: cancellable.length })}
      </Button>
      <CancelResults answer={answer} onClose={() => setAnswer(null)} />
    </>
  );
};

/**
 * A handed-over order's cancel request as its customer and staff see it on the detail page: waiting for the
 * platform, or refused with the reason staff gave.
 */
export const CancelRequestNotice = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const mayCancel = useMayCancelOrders();
  const request = useOrderCancelRequestIf(order.id, mayCancel && order.status === "handedOver");
  if (!request) return null;
  return request.status === "pending" ? (
    <Alert
      type="info"
      showIcon
      title={t("orderChanges.state.pending", { at: formatDateTime(request.requestedAt) })}
    />
  ) : request.status === "refused" ? (
    <Alert type="warning" showIcon title={t("orderChanges.state.refused", { reason: request.refusal })} />
  ) : null;
};

/** The detail page's buttons: cancel, and for the customer deleting a never-paid draft and copying. */
export const OrderChangeButtons = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const session = useSessionUser();
  const mayCancel = useMayCancelOrders();
  const isCustomer = session.data?.user.orgType === "customer";
  const cancel = useCancelOrders();
  const remove = useDeleteDraft();
  const copy = useCopyOrder();
  const [answer, setAnswer] = useState<OrderCancelResult | null>(null);

  const confirmCancel = () =>
    modal.confirm({
      title: t("orderChanges.cancel.confirmOne", { orderNo: order.orderNo }),
      content: t(
        order.paymentStatus === "paid" || order.paymentStatus === "held"
          ? "orderChanges.cancel.confirmBody"
          : "orderChanges.cancel.confirmDraft",
      ),
      okText: t("orderChanges.cancel.confirm"),
      okButtonProps: { danger: true },
      onOk: async () => setAnswer(await cancel.mutateAsync([order.id])),
    });
  const confirmDelete = () =>
    modal.confirm({
      title: t("orderChanges.delete.confirmTitle", { orderNo: order.orderNo }),
      content: t("orderChanges.delete.confirmBody"),
      okText: t("common.actions.delete"),
      okButtonProps: { danger: true },
      onOk: async () => {
        await remove.mutateAsync(order.id);
        message.success(t("orderChanges.delete.done"));
        navigate("/orders/list");
      },
    });
  const copyOrder = async () => {
    const draft = await copy.mutateAsync({ id: order.id, key: `copy-${crypto.randomUUID()}` });
    message.success(t("orderChanges.copy.done", { orderNo: draft.orderNo }));
    navigate(`/orders/detail?id=${draft.id}`);
  };

  return (
    <>
      {mayCancel && isCancellable(order) ? (
        <Button danger icon={<StopOutlined />} loading={cancel.isPending} onClick={confirmCancel}>
          {t("orderChanges.cancel.button")}
        </Button>
      ) : null}
      {isCustomer && isDeletableDraft(order) ? (
        <Button danger icon={<DeleteOutlined />} loading={remove.isPending} onClick={confirmDelete}>
          {t("common.actions.delete")}
        </Button>
      ) : null}
      {isCustomer ? (
        <Button icon={<CopyOutlined />} loading={copy.isPending} onClick={() => void copyOrder()}>
          {t("orderChanges.copy.button")}
        </Button>
      ) : null}
      <CancelResults answer={answer} onClose={() => setAnswer(null)} />
    </>
  );
};
