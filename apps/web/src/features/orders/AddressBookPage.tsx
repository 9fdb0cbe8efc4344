import { EnvironmentOutlined, PlusOutlined, StarOutlined } from "@ant-design/icons";
import type { Address, DropdownOption } from "@pp/contracts";
import { ADDRESS_TYPES, type AddressType } from "@pp/domain";
import { App, Button, Card, Empty, Flex, Form, Input, Segmented, Tag, Tooltip, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { CountrySelect } from "../../shared/components/CountrySelect";
import { ListPage, listPageProps } from "../../shared/components/ListPage";
import { rowActionsColumn } from "../../shared/components/row-actions";
import { useCountryOptions } from "../../shared/hooks/use-country-options";
import { useListState } from "../../shared/hooks/use-list-state";
import { AddressFormDrawer } from "./AddressFormDrawer";
import { useAddressPage, useDeleteAddress, useSetDefaultAddress } from "./addresses.api";

const FILTER_KEYS = ["type", "keyword", "countryCode"] as const;

const isAddressType = (value: string | undefined): value is AddressType =>
  (ADDRESS_TYPES as readonly string[]).includes(value ?? "");

type DrawerState = { open: boolean; address: Address | undefined };

/** Consignees and senders of the caller's org: search, add, edit, choose the default, delete. */
const AddressBookPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const list = useListState(FILTER_KEYS);
  const type: AddressType = isAddressType(list.filters.type) ? list.filters.type : "consignee";
  const query = useAddressPage({
    page: list.page,
    size: list.size,
    type,
    ...(list.filters.keyword ? { keyword: list.filters.keyword } : {}),
    ...(list.filters.countryCode ? { countryCode: list.filters.countryCode } : {}),
  });
  const countries = useCountryOptions();
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, address: undefined });

  const countryNames = useMemo(
    () =>
      new Map((countries.data ?? []).map((option: DropdownOption) => [option.value, option.labels[lang]])),
    [countries.data, lang],
  );

  // The type is a tab, not a filter: switching it keeps the search, "reset" keeps the tab.
  const isSearching = Boolean(list.filters.keyword || list.filters.countryCode);
  const setType = (next: AddressType) => list.setFilters({ ...list.filters, type: next });
  const openAdd = () => setDrawer({ open: true, address: undefined });

  const typeSwitch = (
    <Segmented<AddressType>
      value={type}
      onChange={setType}
      options={ADDRESS_TYPES.map((value) => ({ value, label: t(`orders.addressBook.types.${value}`) }))}
      data-testid="address-type-switch"
    />
  );
  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={openAdd}>
      {t("orders.addressBook.add")}
    </Button>
  );
  const formDrawer = (
    <AddressFormDrawer
      open={drawer.open}
      address={drawer.address}
      type={type}
      onClose={() => setDrawer({ open: false, address: undefined })}
    />
  );

  // A book without any address of this type gets an invitation to add one, not an empty table.
  if (!query.isPending && !query.error && query.data?.total === 0 && !isSearching && list.page === 1) {
    return (
      <Flex vertical gap={12}>
        <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "14px 20px" } }}>
          <Flex justify="space-between" align="center" gap={16} wrap>
            <Flex vertical gap={2}>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t("orders.addressBook.title")}
              </Typography.Title>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {t("orders.addressBook.description")}
              </Typography.Text>
            </Flex>
            {typeSwitch}
          </Flex>
        </Card>
        <Card variant="borderless" className="pp-page-card">
          <Empty
            style={{ padding: "48px 0" }}
            image={
              <EnvironmentOutlined style={{ fontSize: 56, color: "var(--ant-color-text-quaternary)" }} />
            }
            styles={{ image: { height: 64 } }}
            description={
              <Flex vertical gap={4} align="center">
                <Typography.Text strong>{t(`orders.addressBook.emptyTitleType.${type}`)}</Typography.Text>
                <Typography.Text type="secondary">{t("orders.addressBook.emptyBody")}</Typography.Text>
              </Flex>
            }
          >
            {addButton}
          </Empty>
        </Card>
        {formDrawer}
      </Flex>
    );
  }

  return (
    <>
      <ListPage<Address, typeof list.filters>
        {...listPageProps(list, query)}
        title={t("orders.addressBook.title")}
        description={t("orders.addressBook.description")}
        actions={addButton}
        notice={
          <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: "10px 16px" } }}>
            {typeSwitch}
          </Card>
        }
        filters={
          <>
            <Form.Item name="keyword" label={t("orders.addressBook.keyword")}>
              <Input
                allowClear
                placeholder={t("orders.addressBook.keywordPlaceholder")}
                style={{ width: 280 }}
              />
            </Form.Item>
            <Form.Item name="countryCode" label={t("orders.addressBook.country")}>
              <CountrySelect withoutEuGroup style={{ width: 200 }} placeholder={t("common.list.all")} />
            </Form.Item>
          </>
        }
        onFilter={(values) => list.setFilters({ ...values, type })}
        hasFilters={isSearching}
        rowKey="id"
        empty={{ title: t("orders.addressBook.emptyTitle"), description: t("orders.addressBook.emptyBody") }}
        columns={[
          {
            title: t("orders.addressBook.name"),
            dataIndex: "name",
            width: 150,
            render: (name: string, row) => (
              <Flex gap={6} align="center">
                <Typography.Text strong>{name}</Typography.Text>
                {row.isDefault ? (
                  <Tag color="blue" bordered={false} data-testid="default-tag">
                    {t("orders.addressBook.defaultTag")}
                  </Tag>
                ) : null}
              </Flex>
            ),
          },
          {
            title: t("orders.addressBook.company"),
            dataIndex: "company",
            width: 130,
            ellipsis: true,
            render: (value: string) => value || "—",
          },
          { title: t("orders.addressBook.phone"), dataIndex: "phone", width: 140 },
          {
            title: t("orders.addressBook.country"),
            dataIndex: "countryCode",
            width: 110,
            render: (code: string) => (
              <span>
                {countryNames.get(code) ?? code}{" "}
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {code}
                </Typography.Text>
              </span>
            ),
          },
          {
            title: t("orders.addressBook.city"),
            key: "city",
            width: 130,
            render: (_: unknown, row) => [row.city, row.province].filter(Boolean).join(", "),
          },
          {
            title: t("orders.addressBook.postcode"),
            dataIndex: "postcode",
            width: 100,
            render: (v: string) => v || "—",
          },
          {
            title: t("orders.addressBook.address"),
            key: "address",
            width: 220,
            ellipsis: { showTitle: false },
            render: (_: unknown, row) => {
              const text = [row.address1, row.address2].filter(Boolean).join(", ");
              return (
                <Tooltip title={text} placement="topLeft">
                  <span>{text}</span>
                </Tooltip>
              );
            },
          },
          ...(type === "consignee"
            ? [
                {
                  title: t("orders.addressBook.clearanceNo"),
                  dataIndex: "clearanceNo",
                  width: 130,
                  render: (value: string) => value || "—",
                },
              ]
            : []),
          rowActionsColumn<Address>({
            onEdit: (address) => setDrawer({ open: true, address }),
            onDelete: (address) => remove.mutateAsync(address.id),
            confirm: () => t("orders.addressBook.deleteTitle"),
            description: (address) => t("orders.addressBook.deleteBody", { name: address.name }),
            deleted: t("orders.addressBook.deleted"),
            width: 210,
            extra: (address) => (
              <Button
                type="link"
                size="small"
                icon={<StarOutlined />}
                disabled={address.isDefault}
                loading={makeDefault.isPending && makeDefault.variables === address.id}
                onClick={() =>
                  makeDefault.mutate(address.id, {
                    onSuccess: () =>
                      void message.success(t("orders.addressBook.defaultSet", { name: address.name })),
                  })
                }
              >
                {t("orders.addressBook.setDefault")}
              </Button>
            ),
          }),
        ]}
      />
      {formDrawer}
    </>
  );
};

export default AddressBookPage;
