import { randomBytes } from "node:crypto";

/**
 * The Cloud API errors the sandbox can produce, as Meta's error-code reference lists them
 * (developers.facebook.com/documentation/business-messaging/whatsapp/support/error-codes): HTTP status, title and
 * whether Meta reports the error in the Graph response (sync) or only in a `failed` status webhook (async): a
 * 131047 or a 131026 is accepted with a wamid and fails afterwards, exactly like the real API.
 */
export interface GraphErrorSpec {
  http: number;
  title: string;
  type: "OAuthException" | "GraphMethodException";
  delivery: "sync" | "async";
  details: string;
}

export const GRAPH_ERRORS: Record<number, GraphErrorSpec> = {
  0: {
    http: 401,
    title: "AuthException",
    type: "OAuthException",
    delivery: "sync",
    details: "We were unable to authenticate the app user.",
  },
  4: {
    http: 400,
    title: "API Too Many Calls",
    type: "OAuthException",
    delivery: "sync",
    details: "The app has reached its API call rate limit.",
  },
  10: {
    http: 403,
    title: "Permission Denied",
    type: "OAuthException",
    delivery: "sync",
    details: "Permission is either not granted or has been removed.",
  },
  100: {
    http: 400,
    title: "Invalid parameter",
    type: "OAuthException",
    delivery: "sync",
    details: "The request included one or more unsupported or misspelled parameters.",
  },
  190: {
    http: 401,
    title: "Access token has expired",
    type: "OAuthException",
    delivery: "sync",
    details: "Invalid OAuth access token - Cannot parse access token",
  },
  368: {
    http: 403,
    title: "Temporarily blocked for policies violations",
    type: "OAuthException",
    delivery: "sync",
    details:
      "The WhatsApp Business Account associated with the app has been restricted or disabled for violating a platform policy.",
  },
  80007: {
    http: 400,
    title: "Rate limit issues",
    type: "OAuthException",
    delivery: "sync",
    details: "The WhatsApp Business Account has reached its rate limit.",
  },
  130429: {
    http: 400,
    title: "Rate limit hit",
    type: "OAuthException",
    delivery: "sync",
    details: "Cloud API message throughput has been reached.",
  },
  131000: {
    http: 500,
    title: "Something went wrong",
    type: "OAuthException",
    delivery: "sync",
    details: "Message failed to send due to an unknown error.",
  },
  131005: {
    http: 403,
    title: "Access denied",
    type: "OAuthException",
    delivery: "sync",
    details: "Permission is either not granted or has been removed.",
  },
  131008: {
    http: 400,
    title: "Required parameter is missing",
    type: "OAuthException",
    delivery: "sync",
    details: "The request is missing a required parameter.",
  },
  131009: {
    http: 400,
    title: "Parameter value is not valid",
    type: "OAuthException",
    delivery: "sync",
    details: "One or more parameter values are invalid.",
  },
  131016: {
    http: 503,
    title: "Service unavailable",
    type: "OAuthException",
    delivery: "sync",
    details: "A service is temporarily unavailable.",
  },
  131026: {
    http: 400,
    title: "Message Undeliverable",
    type: "OAuthException",
    delivery: "async",
    details:
      "Unable to deliver message. Reasons can include: the recipient phone number is not a WhatsApp phone number; the recipient has not accepted our new Terms of Service and Privacy Policy; the recipient is using an outdated WhatsApp client.",
  },
  131031: {
    http: 403,
    title: "Account has been locked",
    type: "OAuthException",
    delivery: "sync",
    details: "The WhatsApp Business Account associated with the app has been restricted or disabled.",
  },
  131042: {
    http: 400,
    title: "Business eligibility payment issue",
    type: "OAuthException",
    delivery: "sync",
    details: "There was an error related to your payment method.",
  },
  131047: {
    http: 400,
    title: "Re-engagement message",
    type: "OAuthException",
    delivery: "async",
    details:
      "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
  },
  131048: {
    http: 400,
    title: "Spam rate limit hit",
    type: "OAuthException",
    delivery: "async",
    details:
      "Message failed to send because there are restrictions on how many messages can be sent from this phone number.",
  },
  131049: {
    http: 400,
    title: "Meta chose not to deliver.",
    type: "OAuthException",
    delivery: "async",
    details: "This message was not delivered to maintain healthy ecosystem engagement.",
  },
  131050: {
    http: 400,
    title:
      "Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business.",
    type: "OAuthException",
    delivery: "async",
    details: "The recipient has stopped marketing messages from this business.",
  },
  131051: {
    http: 400,
    title: "Unsupported message type",
    type: "OAuthException",
    delivery: "sync",
    details: "Unsupported message type.",
  },
  131053: {
    http: 400,
    title: "Media upload error",
    type: "OAuthException",
    delivery: "sync",
    details: "Unable to upload the media used in the message.",
  },
  131056: {
    http: 400,
    title: "(Business Account, Consumer Account) pair rate limit hit",
    type: "OAuthException",
    delivery: "sync",
    details:
      "Too many messages sent from the sender phone number to the same recipient phone number in a short period of time.",
  },
  131057: {
    http: 500,
    title: "Account in maintenance mode",
    type: "OAuthException",
    delivery: "sync",
    details: "Business Account is in maintenance mode.",
  },
  132000: {
    http: 400,
    title: "Number of parameters does not match the expected number of params",
    type: "OAuthException",
    delivery: "sync",
    details:
      "The number of variable parameter values included in the request did not match the number of variable parameters defined in the template.",
  },
  132001: {
    http: 404,
    title: "Template name does not exist in the translation",
    type: "OAuthException",
    delivery: "sync",
    details: "The template does not exist in the specified language or the template has not been approved.",
  },
  132005: {
    http: 400,
    title: "Template Hydrated Text Too Long",
    type: "OAuthException",
    delivery: "sync",
    details: "Translated text is too long.",
  },
  132007: {
    http: 400,
    title: "Template Format Character Policy Violated",
    type: "OAuthException",
    delivery: "sync",
    details: "Template content violates a WhatsApp policy.",
  },
  132012: {
    http: 400,
    title: "Template Parameter Format Mismatch",
    type: "OAuthException",
    delivery: "sync",
    details: "Variable parameter values formatted incorrectly.",
  },
  132015: {
    http: 400,
    title: "Template is Paused",
    type: "OAuthException",
    delivery: "sync",
    details: "Template is paused due to low quality so it cannot be sent in a template message.",
  },
  132016: {
    http: 400,
    title: "Template is Disabled",
    type: "OAuthException",
    delivery: "sync",
    details: "Template has been paused too many times due to low quality and is now permanently disabled.",
  },
  133010: {
    http: 400,
    title: "Phone number Not Registered",
    type: "OAuthException",
    delivery: "sync",
    details: "The phone number is not registered on the WhatsApp Business Platform.",
  },
};

export const fbtraceId = () => randomBytes(9).toString("base64").replace(/[+/=]/g, "A");

export interface GraphErrorBody {
  error: {
    message: string;
    type: string;
    code: number;
    error_subcode?: number;
    error_data?: { messaging_product: "whatsapp"; details: string };
    fbtrace_id: string;
  };
}

/** The Graph envelope: `message` is "(#code) title", as the real API writes it; `details` says what was wrong here. */
export function graphError(
  code: number,
  details?: string,
  extra: { subcode?: number; message?: string; type?: GraphErrorSpec["type"]; withoutData?: boolean } = {},
): { status: number; body: GraphErrorBody } {
  const spec = GRAPH_ERRORS[code] ?? GRAPH_ERRORS[131000]!;
  const message = extra.message ?? `(#${code}) ${spec.title}`;
  return {
    status: spec.http,
    body: {
      error: {
        message,
        type: extra.type ?? spec.type,
        code,
        ...(extra.subcode !== undefined ? { error_subcode: extra.subcode } : {}),
        ...(code === 190 || code === 0 || extra.withoutData
          ? {}
          : { error_data: { messaging_product: "whatsapp" as const, details: details ?? spec.details } }),
        fbtrace_id: fbtraceId(),
      },
    },
  };
}

/** An error as the webhooks carry it (statuses[].errors[], messages[].errors[], value.errors[]). */
export function webhookError(code: number, details?: string) {
  const spec = GRAPH_ERRORS[code] ?? GRAPH_ERRORS[131000]!;
  return {
    code,
    title: spec.title,
    message: spec.title,
    error_data: { details: details ?? spec.details },
    href: "https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/",
  };
}
