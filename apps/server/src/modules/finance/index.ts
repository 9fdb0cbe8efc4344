export { seedFinance } from "./finance.seed";
export type { PaymentGateway } from "./payment-gateway";
export { rechargeRoutes } from "./recharge.routes";
export { createRechargeService } from "./recharge.service";
export { createSandboxGateway, sandboxGatewayRoutes } from "./sandbox-gateway";
export { walletRoutes } from "./wallet.routes";
export {
  checkLedger,
  createWalletService,
  type Debit,
  type HoldAction,
  type Movement,
  type WalletService,
} from "./wallet.service";
