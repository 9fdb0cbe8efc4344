import { TeamOutlined } from "@ant-design/icons";
import type { DockingProvider } from "@pp/contracts";
import { Button, Flex, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListPage } from "../../shared/components/ListPage";
import { CarrierTypeName } from "./CarrierTypeName";
import {
  useCanManageCarriers,
  useCarrierTypes,
  useCustomerOptions,
  useDockingProviders,
} from "./carriers.api";
import { ProviderCustomersModal } from "./ProviderCustomersModal";

/**
 * Customer assignment (spec §2): the docking providers that are not public, each with the customers whose orders
 * it serves; operators change them. Public providers serve everyone and are not listed.
 */
const CustomerAssignmentPage = () => {
  const { t } = useTranslation();
  const canManage = useCanManageCarriers();
  const query = useDockingProviders();
  const types = useCarrierTypes();
  const customers = useCustomerOptions();
  const [assigning, setAssigning] = useState<DockingProvider | null>(null);
  const nameOf = (orgId: number) => customers.data?.find((org) => org.id === orgId)?.name ?? `#${orgId}`;
  const rows = query.data?.rows.filter((row) => !row.isPublic);

  return (
    <>
      <ListPage<DockingProvider, Record<string, never>>
        title={t("carriers.assignments.title")}
        description={t("carriers.assignments.description")}
        filterValues={{}}
        onFilter={() => undefined}
        hasFilters={false}
        rows={rows}
        total={rows?.length}
        page={1}
        size={Math.max(rows?.length ?? 0, 20)}
        onPage={() => undefined}
        loading={query.isPending}
        fetching={query.isFetching}
        error={query.error}
        onRefresh={() => void query.refetch()}
        rowKey="id"
        empty={{
          title: t("carriers.assignments.emptyTitle"),
          description: t("carriers.assignments.emptyBody"),
        }}
        columns={[
          {
            title: t("carriers.providers.code"),
            dataIndex: "code",
            width: 110,
            render: (code: string) => <Typography.Text strong>{code}</Typography.Text>,
          },
          { title: t("carriers.providers.name"), dataIndex: "name", width: 170 },
          {
            title: t("carriers.providers.type"),
            dataIndex: "serviceClass",
            width: 200,
            render: (serviceClass: string) => (
              <CarrierTypeName
                type={types.data?.find((type) => type.serviceClass === serviceClass)}
                serviceClass={serviceClass}
              />
            ),
          },
          {
            title: t("carriers.assignments.customers"),
            dataIndex: "customerOrgIds",
            render: (orgIds: number[]) =>
              orgIds.length ? (
                <Flex gap={4} wrap>
                  {orgIds.map((orgId) => (
                    <Tag key={orgId}>{nameOf(orgId)}</Tag>
                  ))}
                </Flex>
              ) : (
                <Typography.Text type="secondary">{t("carriers.assignments.none")}</Typography.Text>
              ),
          },
          {
            title: t("common.columns.actions"),
            key: "actions",
            width: 110,
            hidden: !canManage,
            render: (_, row) => (
              <Button type="link" size="small" icon={<TeamOutlined />} onClick={() => setAssigning(row)}>
                {t("carriers.assignments.assign")}
              </Button>
            ),
          },
        ]}
      />
      <ProviderCustomersModal provider={assigning} onClose={() => setAssigning(null)} />
    </>
  );
};

export default CustomerAssignmentPage;
