export default {
  dashboard: {
    greeting: {
      morning: "Good morning, {{name}}",
      afternoon: "Good afternoon, {{name}}",
      evening: "Good evening, {{name}}",
    },
    orgTypes: { platform: "Platform operator", supplier: "Supplier", customer: "Customer" },
    subAccount: "Sub-account",
    dateFormat: "MMMM D, YYYY",
    quickLinks: "Quick access",
    noQuickLinks: "No other screens are assigned to your account yet.",
    topLevel: "Main menu",
    account: "Your account",
    username: "Account",
    phone: "Mobile",
    email: "E-mail",
    edition: "Edition",
    editionUntil: "{{edition}}, valid until {{date}}",
    analyticsTitle: "Analytics are on their way",
    analyticsBody:
      "Charts and figures for your business will appear on this page in a later release. Until then, the screens in your menu have everything that is available today.",
    analytics: {
      orders: "Orders",
      destinations: "Destinations",
      weight: "Weight bands",
      leadTime: "Lead time",
      revenue: "Revenue",
      subscriptions: "Subscriptions",
    },
  },
};
