import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  ContactsOutlined,
  CrownOutlined,
  HomeOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/** The icon names the server's menu may use; an unknown name shows no icon. */
const ICONS: Readonly<Record<string, ComponentType>> = {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  ContactsOutlined,
  CrownOutlined,
  HomeOutlined,
  ProfileOutlined,
  SafetyOutlined,
  SendOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
};

export function MenuIcon({ name }: { name: string | null }) {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? <Icon aria-hidden /> : null;
}
