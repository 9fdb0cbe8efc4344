import { Flex, Layout } from "antd";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useBrand } from "../../features/auth/auth.hooks";
import { LanguageSwitcher } from "../../shared/components/LanguageSwitcher";
import { useSystemName } from "../brand";

/** Frame of the public screens that are not identity forms: brand on the left, language on the right. */
export const PublicFrame = ({ children }: { children: ReactNode }) => {
  const { data: brand } = useBrand();
  const systemName = useSystemName();
  return (
    <Layout className="pp-public">
      <Flex align="center" justify="space-between" className="pp-public-bar">
        <Link to="/" className="pp-brand">
          {brand?.logo ? (
            <img src={brand.logo} alt="" className="pp-brand-logo" />
          ) : (
            <span className="pp-brand-mark" />
          )}
          <span className="pp-brand-name">{systemName}</span>
        </Link>
        <LanguageSwitcher />
      </Flex>
      <Layout.Content className="pp-public-content">{children}</Layout.Content>
    </Layout>
  );
};
