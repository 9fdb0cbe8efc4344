export default {
  shell: {
    routes: {
      login: "Sign in",
      register: "Create account",
      forgetPassword: "Reset password",
      registrationAgreement: "User Agreement",
      privacyAgreement: "Privacy Policy",
    },
    actions: {
      backHome: "Back to home",
      back: "Go back",
    },
    menu: {
      collapse: "Collapse menu",
      expand: "Expand menu",
    },
    tabs: {
      home: "Home",
      untitled: "Untitled",
      refresh: "Refresh",
      close: "Close",
      closeOthers: "Close others",
      closeAll: "Close all",
      actions: "Tab actions",
    },
    edition: {
      free: "Free edition",
      standard: "Standard edition",
      professional: "Professional edition",
      upgradeHint: "Upgrade for more services and higher limits",
      topHint: "You are on the highest edition; view your subscription",
    },
    user: {
      menu: "Account menu",
      changePassword: "Change password",
      logout: "Log out",
      logoutTitle: "Log out?",
      logoutContent: "You will need to sign in again to continue working.",
    },
    settings: {
      title: "Interface settings",
      themeColor: "Theme colour",
      followBrand: "Use brand colour",
      followBrandHint: "Forget my colour and use the one of this brand",
      interface: "Layout",
      showTabs: "Show tabs",
      showTabsHint: "A tab bar of the pages you visited",
      fixedHeader: "Fixed header",
      fixedHeaderHint: "Keep the top bar visible while scrolling",
      showLogo: "Show logo",
      showLogoHint: "Logo and system name in the top bar",
      uniqueOpened: "One menu group at a time",
      uniqueOpenedHint: "Opening a menu group closes the others",
      reset: "Restore defaults",
      savedHint: "Saved in this browser automatically",
    },
    notAvailable: {
      title: "“{{name}}” is not available yet",
      description:
        "This screen is part of the platform but has not been released in this version. Your menu already lists it so nothing changes for you when it arrives.",
      reference: "Screen reference:",
    },
    noMenus: {
      title: "No screens are assigned to your account",
      description: "Ask your administrator to grant your role access to the screens you need.",
    },
    checkFailed: {
      title: "This page could not be opened",
      description: "We could not check your access to this page. Check your network and try again.",
    },
    notFound: {
      title: "Page not found",
      description: "The address may be mistyped, or the page has moved or been removed.",
    },
    noPermission: {
      title: "No permission",
      description:
        "Your account is not allowed to open this page. Ask your administrator if you need access.",
      switchAccount: "Sign in with another account",
    },
    crash: {
      title: "Something went wrong",
      description:
        "The page failed to load, possibly because a new version was just released. Reload to continue.",
      reload: "Reload",
    },
    webhookDoc: {
      title: "Webhook notifications",
      badge: "Open API",
      intro:
        "Webhooks tell your own systems about changes on the platform, such as order and tracking updates, the moment they happen, so you do not need to poll.",
      availabilityTitle: "The full reference comes with the Open API",
      availability:
        "The complete webhook documentation, including the event catalogue and payload fields, is published together with the Open API. This page summarises how deliveries work so you can prepare your endpoint.",
      howTitle: "How deliveries work",
      steps: {
        endpoint: {
          title: "Register an endpoint",
          body: "Add an HTTPS address in API docking info after signing in; you receive a signing secret for it.",
        },
        deliver: {
          title: "Receive events",
          body: "Each event is sent as a JSON POST request to your address as soon as it happens.",
        },
        verify: {
          title: "Verify the signature",
          body: "Check the signature headers with your secret before trusting the content.",
        },
        retry: {
          title: "Automatic retries",
          body: "Until your endpoint answers with a 2xx status, the delivery is retried with increasing delays.",
        },
      },
      headersTitle: "Request headers",
      header: "Header",
      meaning: "Meaning",
      headers: {
        "webhook-id": "Unique ID of the event; the same ID is repeated on every retry",
        "webhook-timestamp": "Time of sending, in seconds since the Unix epoch",
        "webhook-signature": "HMAC-SHA256 of “id.timestamp.body” with your secret, base64, prefixed by “v1,”",
      },
      tips: {
        respond: "Answer with a 2xx status quickly and do slow work afterwards.",
        idempotent: "Use the webhook-id to ignore a delivery you have already processed.",
        order: "Do not rely on arrival order; compare the event time instead.",
      },
      sampleTitle: "Verifying a delivery (Node.js)",
      ctaTitle: "Ready to connect?",
      ctaBody: "Sign in to manage API tokens and webhook endpoints for your account.",
      signIn: "Sign in to the console",
    },
  },
};
