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
        "Webhooks tell your own systems about changes on the platform, such as payments, tracking numbers and tracking updates, the moment they happen, so you do not need to poll.",
      steps: {
        endpoint: {
          title: "Register an endpoint",
          body: "Add an HTTPS address in API docking info after signing in, choose its events, and keep the signing secret you receive.",
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
          body: "Until your endpoint answers with a 2xx status, the delivery is retried with growing delays.",
        },
      },
      eventsTitle: "Events",
      eventsIntro:
        "Every delivery is a POST whose JSON body carries the event's type, the time it happened and its data. Open a row to see a payload as it is sent.",
      event: "Event type",
      meaning: "Meaning",
      payload: "Request body",
      versionNote:
        "Order events carry the order's version, which only grows: deliveries can arrive out of order, so drop an event whose version is lower than one you have already processed.",
      copy: "Copy",
      copied: "Copied",
      headersTitle: "Request headers",
      header: "Header",
      headers: {
        "webhook-id": "The event's unique ID: the same on every retry of one event",
        "webhook-timestamp": "When this attempt was signed, in seconds since the Unix epoch",
        "webhook-signature": 'One or more signatures "v1,<base64>", separated by spaces',
      },
      signatureTitle: "How the signature is made",
      signature: {
        content:
          "The signed content is the webhook-id, the webhook-timestamp and the raw body joined by full stops: {id}.{timestamp}.{body}.",
        key: 'The key is your secret without its "whsec_" prefix, decoded from base64.',
        encoding: 'The signature is the HMAC-SHA256 of that content, in base64, prefixed by "v1,".',
        several:
          "When you roll your secret, deliveries carry two signatures for 24 hours, one by the old secret and one by the new: accept the delivery if any of them matches. Compare in constant time.",
        tolerance:
          "Refuse a delivery whose timestamp is more than 5 minutes away from your clock: it may be a replay.",
      },
      sampleTitle: "Verifying a delivery",
      retryTitle: "Retry schedule",
      retryIntro:
        "A delivery that fails is tried again after each of these waits (each counted from the previous attempt, with a little random jitter), about {{hours}} hours in all:",
      atOnce: "At once",
      after: "{{delay}} later",
      units: { s: "{{count}} s", min: "{{count}} min", h: "{{count}} h" },
      rulesTitle: "Delivery rules",
      rules: {
        delivered:
          "Any 2xx answer within the timeout counts as delivered; anything else is a failure and is retried.",
        redirects: "Redirects (3xx) are not followed: they count as failures. Register the final address.",
        gone: "An answer of 410 Gone disables the endpoint at once; no more deliveries are made to it.",
        slowDown:
          "An answer of 429 or 503 with Retry-After waits at least that long before the next attempt.",
        disabled:
          "An endpoint whose every delivery failed for {{days}} days is disabled, and you are told; enable it again in the console.",
        respond: "Answer quickly with a 2xx and do the slow work afterwards, from a queue of your own.",
        dedupe:
          "The same event can arrive more than once: use webhook-id to skip one you have already handled.",
        version:
          "Order events can arrive out of order: keep the highest order version you have seen and drop older ones.",
      },
      ctaTitle: "Ready to connect?",
      ctaBody: "Sign in to manage API tokens and webhook endpoints for your account.",
      signIn: "Sign in to the console",
    },
  },
};
