import { defineStrings } from '@clipyard/shared';

/** /account/email strings, merged into the 'account' namespace under `emailPage`. */
export const enUS = {
  "emailPage": {
    "heading": "Email address",
    "loading": "Loading your account…",
    "address": "Your email address: {{email}}",
    "verified": "Verified",
    "notVerified": "Not verified",
    "verifyIntro": "Verify your address to unlock everything. We send a link to it; open it, then come back here.",
    "send": "Send the verification email",
    "sendAgain": "Send the verification email again",
    "sent": "Email sent successfully, Remember to check your spam folder.",
    "sendFailed": "Failed to send verification email, Please reach out to an admin.",
    "check": "I opened the link: check again",
    "stillNotVerified": "Your email address is not verified yet. Open the link in the email, then check again.",
    "nowVerified": "Thank you for verifying your email address",
    "checkFailed": "The verification could not be checked",
    "signedOutTitle": "Log in to manage your email address",
    "signedOutBody": "Your email address belongs to your account.",
    "login": "Log in",
    "back": "Back to your profile",
    "changeHeading": "Change your email address",
    "changeIntro": "We send a link to the new address. Your address changes when you open it; until then you log in with the current one.",
    "newEmail": "New email address",
    "sameEmail": "This is already your email address.",
    "invalidEmail": "Please enter a valid email address.",
    "changeSubmit": "Send the link to the new address",
    "changeSent": "We sent a link to {{email}}. Open it to finish changing your email address.",
    "changeFailed": "Your email address could not be changed: {{message}}",
    "reauthIntro": "For your safety, enter your password again to change your email address.",
    "password": "Current password",
    "reauthSubmit": "Confirm and send the link"
  },
};

export const emailStrings = defineStrings('account', enUS, () => import('./i18n.ja'));
