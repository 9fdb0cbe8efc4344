import { ReloadOutlined } from "@ant-design/icons";
import type { QuoteResponse, ServedQuoteResult } from "@pp/contracts";
import { availableOf, compareMoney, groupMoney, subtractMoney } from "@pp/domain";
import { Alert, App, Button, Card, Descriptions, Flex, Form, Skeleton, Spin, Steps, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useLanguage } from "../../locales";
import { useSessionUser } from "../../shared/auth/session";
import { PageHeader } from "../../shared/components/ListPage";
import { putFieldErrors } from "../../shared/forms/use-form-save";
import { FreightTrialBreakdown } from "../catalog/FreightTrialBreakdown";
import { useFreightTrial, useFreightTrialOptions } from "../catalog/quote.api";
import { useMyWallets } from "../finance/recharge.api";
import { useSaveAddress } from "./addresses.api";
import { orderDetailPath } from "./OrderListPage";
import { BoxesStep, DeclarationStep, ExtraStep, PartiesStep, ServiceStep } from "./OrderWizardSteps";
import {
  boxStepIssue,
  clearWizard,
  customsReviewOf,
  declarationStepIssues,
  initialWizardValues,
  newIdempotencyKey,
  orderDay,
  type PartyValues,
  quoteRequestOf,
  readWizard,
  toDraft,
  WIZARD_STEPS,
  type WizardValues,
  writeWizard,
} from "./order-wizard";
import { usePlaceOrder } from "./orders.api";
import { uploadSellerLabel } from "./seller-label.api";

const LAST = WIZARD_STEPS.length - 1;
/** The declaration step's fields the customs rules name. */
const TAX_NUMBER_FIELDS = ["iossNo", "hmrcNo"] as const;

/** The six steps, their state kept in this browser for seven days, and the submission with its one key. */
const Wizard = ({ userId }: { userId: number }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<WizardValues>();
  const saved = useMemo(() => readWizard(localStorage, userId, Date.now()), [userId]);
  const [step, setStep] = useState(saved?.step ?? 0);
  const [productId, setProductId] = useState<number | null>(saved?.productId ?? null);
  const [idempotencyKey, setIdempotencyKey] = useState(saved?.idempotencyKey ?? newIdempotencyKey);
  const [answer, setAnswer] = useState<QuoteResponse>();
  // The rates of the latest quote: the declaration step checks the customs rules at them.
  const [rates, setRates] = useState<QuoteResponse["rates"]>();
  const [final, setFinal] = useState<{ result: ServedQuoteResult; walletCurrency: string } | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  const [sellerFile, setSellerFile] = useState<File | null>(null);
  const trial = useFreightTrial();
  const options = useFreightTrialOptions(undefined, lang, true);
  const wallets = useMyWallets();
  const place = usePlaceOrderWithBook();
  const currencies = options.data?.currencies ?? ["USD"];

  const keep = (next: { step?: number; productId?: number | null } = {}) =>
    writeWizard(localStorage, userId, {
      savedAt: Date.now(),
      step: next.step ?? step,
      productId: next.productId === undefined ? productId : next.productId,
      idempotencyKey,
      values: form.getFieldsValue(true) as WizardValues,
    });

  const values = () => form.getFieldsValue(true) as WizardValues;

  const quote = async (full: boolean) => {
    try {
      const response = await trial.mutateAsync(quoteRequestOf(values(), full));
      setRates(response.rates);
      return response;
    } catch (error) {
      if (!putFieldErrors(form, error)) setStepError(error instanceof Error ? error.message : String(error));
      return null;
    }
  };

  const runTrial = async () => {
    setStepError(null);
    await form.validateFields();
    const response = await quote(false);
    if (!response) return;
    setAnswer(response);
    const stillServed = response.served.some((result) => result.productId === productId);
    const chosen = stillServed ? productId : (response.served[0]?.productId ?? null);
    setProductId(chosen);
    keep({ productId: chosen });
  };

  /** The chosen product priced for the wizard as it stands; its refusal reason is the step's error. */
  const priceChosen = async (full: boolean) => {
    const response = await quote(full);
    if (!response) return null;
    const served = response.served.find((result) => result.productId === productId);
    if (served) return { result: served, walletCurrency: response.walletCurrency };
    const refused = response.notServed.find((result) => result.productId === productId);
    setStepError(refused?.reason.message ?? t("orders.wizard.service.notOffered"));
    return null;
  };

  const checkStep = async (): Promise<boolean> => {
    setStepError(null);
    try {
      await form.validateFields();
    } catch {
      return false;
    }
    const current = values();
    if (step === 0) {
      if (!answer || productId === null || !answer.served.some((r) => r.productId === productId)) {
        setStepError(t("orders.wizard.service.chooseFirst"));
        return false;
      }
    }
    if (step === 1) {
      const issue = boxStepIssue(current, lang);
      if (issue) {
        form.setFields([{ name: "deliveryNumbers", errors: [issue] }]);
        return false;
      }
      return (await priceChosen(false)) !== null;
    }
    if (step === 2) {
      const issues = declarationStepIssues(current, lang);
      const total = issues.find((issue) => issue.field === "declaredTotal");
      if (total) form.setFields([{ name: "declaredTotal", errors: [total.message] }]);
      const other = issues.find((issue) => issue.field !== "declaredTotal");
      if (other) setStepError(other.message);
      if (issues.length) return false;
      // The server refuses what the customs rules refuse; a wizard reopened here has no quote's rates yet.
      const known = rates ?? (await quote(false))?.rates;
      if (!known) return false;
      const customs = customsReviewOf(current, known, orderDay(new Date()), lang);
      const onField = (name: string) => customs.issues.filter((issue) => issue.field === name);
      form.setFields(
        TAX_NUMBER_FIELDS.map((name) => ({ name, errors: onField(name).map((issue) => issue.message) })),
      );
      const elsewhere = customs.issues.find(
        (issue) => !TAX_NUMBER_FIELDS.some((name) => name === issue.field),
      );
      if (elsewhere) setStepError(elsewhere.message);
      return customs.issues.length === 0;
    }
    return true;
  };

  const goTo = async (next: number) => {
    setStep(next);
    keep({ step: next });
    if (next === 3 && !values().receiver.countryCode)
      form.setFieldValue(["receiver", "countryCode"], values().destination.country);
    if (next === LAST) {
      setFinal(null);
      setFinal(await priceChosen(true));
    }
  };

  const next = async () => {
    if (await checkStep()) await goTo(step + 1);
  };
  const previous = () => {
    setStepError(null);
    void goTo(step - 1);
  };

  const startOver = () => {
    clearWizard(localStorage, userId);
    form.resetFields();
    setStep(0);
    setProductId(null);
    setAnswer(undefined);
    setFinal(null);
    setStepError(null);
    setSellerFile(null);
    setIdempotencyKey(newIdempotencyKey());
  };

  const submit = async (saveAsDraft: boolean) => {
    if (productId === null) return;
    setStepError(null);
    try {
      const placed = await place.run(values(), productId, idempotencyKey, saveAsDraft, sellerFile);
      clearWizard(localStorage, userId);
      if (!placed.addressesKept) void message.warning(t("orders.wizard.parties.notSaved"));
      if (placed.sellerLabelError)
        void message.error(t("sellerLabel.uploadFailed", { message: placed.sellerLabelError }), 8);
      void message.success(
        t(saveAsDraft ? "orders.wizard.confirm.savedDraft" : "orders.wizard.confirm.placed", {
          orderNo: placed.orderNo,
        }),
      );
      navigate(orderDetailPath(placed.id));
    } catch (error) {
      setStepError(error instanceof Error ? error.message : String(error));
    }
  };

  // Nothing priced is kept in the browser: a wizard reopened at the confirm step prices again, one reopened at
  // the declaration step asks for the rates its customs notes are compared at.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the step the wizard reopened at.
  useEffect(() => {
    if (saved?.step === LAST) void goTo(LAST);
    else if (saved?.step === 2) void quote(false);
  }, []);

  const wallet = final && wallets.data?.find((w) => w.currency === final.walletCurrency);
  const available = wallet ? availableOf(wallet) : "0.00";
  const after = final ? subtractMoney(available, final.result.totalInWalletCurrency) : null;
  const short = after !== null && compareMoney(after, "0") < 0;
  const stepTitles = WIZARD_STEPS.map((key) => ({ title: t(`orders.wizard.steps.${key}`) }));

  return (
    <Flex vertical gap={12} className="pp-order-wizard">
      <PageHeader
        description={t("orders.wizard.description")}
        actions={
          <Button icon={<ReloadOutlined />} onClick={startOver}>
            {t("orders.wizard.startOver")}
          </Button>
        }
      />
      <Card variant="borderless" className="pp-page-card">
        <Steps size="small" current={step} items={stepTitles} responsive className="pp-wizard-steps" />
      </Card>
      <Card variant="borderless" className="pp-page-card" title={stepTitles[step]?.title}>
        <Form<WizardValues>
          form={form}
          layout="vertical"
          initialValues={saved?.values ?? initialWizardValues()}
          onValuesChange={() => keep()}
        >
          {step === 0 ? (
            <ServiceStep
              answer={answer}
              quoting={trial.isPending}
              productId={productId}
              onQuote={() => void runTrial().catch(() => undefined)}
              onChoose={(id) => {
                setProductId(id);
                keep({ productId: id });
              }}
            />
          ) : null}
          {step === 1 ? <BoxesStep /> : null}
          {step === 2 ? <DeclarationStep currencies={currencies} rates={rates} /> : null}
          {step === 3 ? <PartiesStep /> : null}
          {step === 4 ? (
            <ExtraStep
              packages={options.data?.premiumPackages ?? []}
              currencies={currencies}
              sellerFile={sellerFile}
              onSellerFile={setSellerFile}
            />
          ) : null}
          {step === LAST ? (
            <Spin spinning={trial.isPending}>
              {final ? (
                <Flex vertical gap={16}>
                  <FreightTrialBreakdown
                    result={final.result}
                    walletCurrency={final.walletCurrency}
                    showCost={false}
                  />
                  <Descriptions
                    size="small"
                    bordered
                    column={{ xs: 1, md: 3 }}
                    items={[
                      {
                        key: "charge",
                        label: t("orders.wizard.confirm.charge"),
                        children: (
                          <span data-testid="wizard-charge">
                            {groupMoney(final.result.totalInWalletCurrency)} {final.walletCurrency}
                          </span>
                        ),
                      },
                      {
                        key: "available",
                        label: t("orders.wizard.confirm.available"),
                        children: `${groupMoney(available)} ${final.walletCurrency}`,
                      },
                      {
                        key: "after",
                        label: t("orders.wizard.confirm.after"),
                        children: (
                          <Typography.Text type={short ? "danger" : undefined} strong>
                            {after ? `${groupMoney(after)} ${final.walletCurrency}` : "—"}
                          </Typography.Text>
                        ),
                      },
                    ]}
                  />
                  {short ? (
                    <Alert
                      type="warning"
                      showIcon
                      title={t("orders.wizard.confirm.short")}
                      action={<Link to="/finance/recharge">{t("orders.wizard.confirm.recharge")}</Link>}
                    />
                  ) : null}
                </Flex>
              ) : trial.isPending ? (
                <Skeleton active />
              ) : null}
            </Spin>
          ) : null}
          {stepError ? (
            <Alert
              type="error"
              showIcon
              title={stepError}
              style={{ marginTop: 16 }}
              data-testid="wizard-error"
            />
          ) : null}
          <Flex justify="space-between" gap={8} wrap style={{ marginTop: 20 }}>
            <Button disabled={step === 0} onClick={previous}>
              {t("orders.wizard.previous")}
            </Button>
            {step < LAST ? (
              <Button type="primary" loading={trial.isPending} onClick={() => void next()}>
                {t("orders.wizard.next")}
              </Button>
            ) : (
              <Flex gap={8} wrap>
                <Button loading={place.pending} disabled={!final} onClick={() => void submit(true)}>
                  {t("orders.wizard.confirm.saveDraft")}
                </Button>
                <Button
                  type="primary"
                  loading={place.pending}
                  disabled={!final}
                  onClick={() => void submit(false)}
                >
                  {t("orders.wizard.confirm.submit")}
                </Button>
              </Flex>
            )}
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
};

/** Places the order, then saves the sender and receiver the user asked to keep in the address book. */
const usePlaceOrderWithBook = () => {
  const place = usePlaceOrder();
  const saveAddress = useSaveAddress();
  const keepAddress = (party: PartyValues, type: "sender" | "consignee") =>
    saveAddress
      .mutateAsync({
        type,
        isDefault: false,
        name: party.name ?? "",
        company: party.company ?? "",
        phone: party.phone ?? "",
        email: party.email ?? "",
        countryCode: party.countryCode ?? "",
        province: party.province ?? "",
        city: party.city ?? "",
        postcode: party.postcode ?? "",
        address1: [party.address1, party.houseNumber].filter(Boolean).join(" "),
        address2: party.address2 ?? "",
        clearanceNo: party.clearanceNo ?? "",
      })
      .then(
        () => true,
        () => false,
      );
  return {
    pending: place.isPending,
    run: async (
      values: WizardValues,
      productId: number,
      key: string,
      saveAsDraft: boolean,
      sellerFile: File | null,
    ) => {
      const draft = toDraft(values, productId, key, saveAsDraft);
      const placed = await place.mutateAsync(draft);
      const [senderKept, receiverKept, sellerLabelError] = await Promise.all([
        values.saveSender ? keepAddress(values.sender, "sender") : true,
        values.saveReceiver ? keepAddress(values.receiver, "consignee") : true,
        // The seller's label PDF goes to the placed order; a refusal is told, the order stays placed.
        draft.sellerLabel && sellerFile
          ? uploadSellerLabel(placed.id, sellerFile).then(
              () => null,
              (error: unknown) => (error instanceof Error ? error.message : String(error)),
            )
          : null,
      ]);
      return { ...placed, addressesKept: senderKept && receiverKept, sellerLabelError };
    },
  };
};

/** Single order (spec §2): choose service, boxes, declaration, sender and receiver, extras, confirm and submit. */
const OrderCreatePage = () => {
  const session = useSessionUser();
  const userId = session.data?.user.id;
  if (userId === undefined)
    return (
      <Card variant="borderless" className="pp-page-card">
        <Skeleton active />
      </Card>
    );
  return <Wizard key={userId} userId={userId} />;
};

export default OrderCreatePage;
