import type { OrderDetail } from "@pp/contracts";
import { Alert, App, Button } from "antd";
import { useTranslation } from "react-i18next";
import { useSessionUser } from "../../shared/auth/session";
import { usePayArrears } from "./weigh-in.api";

/**
 * What a weigh-in left unpaid on the order (issue 13): it cannot ship until its customer pays, from here, out of
 * the wallet. Staff read the same notice without the button.
 */
export const ArrearsNotice = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSessionUser();
  const pay = usePayArrears();
  const arrears = order.billing.sales?.arrears;
  if (!arrears) return null;
  const amount = `${arrears.amount} ${arrears.currency}`;
  const payNow = async () => {
    await pay.mutateAsync(order.id);
    void message.success(t("weighIn.arrears.paid", { amount }));
  };
  return (
    <Alert
      type="warning"
      showIcon
      title={t("weighIn.arrears.notice", { amount })}
      action={
        session.data?.user.orgType === "customer" ? (
          <Button type="primary" size="small" loading={pay.isPending} onClick={() => void payNow()}>
            {t("weighIn.arrears.pay")}
          </Button>
        ) : undefined
      }
    />
  );
};
