"""A backend's Live Activity update, sent to a running TermIsland previewer instead of APNs.

Start the previewer first: island preview pizza-delivery --push-port 8443
Only the host differs from production: there it is https://api.push.apple.com, over HTTP/2,
with a provider token in an authorization header; the previewer checks neither.
"""
import datetime
import json
import os
import urllib.error
import urllib.request

APNS_HOST = os.environ.get("APNS_HOST", "http://127.0.0.1:8443")
TOPIC = "com.example.pizza.push-type.liveactivity"
# The pizza activity's push token, as `island push --list` shows it (the same every run).
PIZZA_TOKEN = "ebbe16cfc0b4f3bf327005ee9effedae1ed9a13515a64fce317d00f78041d561"


def activitykit_date(moment):
    """A date as the device decodes one in a content state: ActivityKit reads the JSON with a
    JSONDecoder left at its defaults, so a Swift `Date` is a number of seconds since
    2001-01-01 00:00:00 UTC, not ISO 8601 text and not a UNIX time."""
    reference = datetime.datetime(2001, 1, 1, tzinfo=datetime.timezone.utc)
    return (moment - reference).total_seconds()


def send_push(token, payload):
    """POSTs one push as APNs takes it; returns the HTTP status and APNs's reason (None on 200)."""
    request = urllib.request.Request(
        f"{APNS_HOST}/3/device/{token}",
        data=json.dumps(payload).encode(),
        method="POST",
        headers={"apns-push-type": "liveactivity", "apns-topic": TOPIC, "apns-priority": "10"},
    )
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, None
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)["reason"]


update = {
    "aps": {
        # The previewer's clock starts at the scenario's date, 2027-01-15 08:00 UTC; a push
        # stamped before the activity's last update is ignored, as ActivityKit ignores it.
        "timestamp": 1800000300,
        "event": "update",
        "content-state": {
            "driverName": "Anne Johnson",
            # A ClosedRange<Date> is a two-element array of dates.
            "deliveryTimer": [activitykit_date(datetime.datetime(2027, 1, 15, 8, 0, tzinfo=datetime.timezone.utc)),
                              activitykit_date(datetime.datetime(2027, 1, 15, 8, 20, tzinfo=datetime.timezone.utc))],
        },
        "relevance-score": 80,
        "alert": {"title": "Anne Johnson is on her way", "body": "Your pizza arrives in 15 minutes"},
    },
}

status, reason = send_push(PIZZA_TOKEN, update)
print("update for pizza:", status, reason or "OK")
status, reason = send_push("00" * 32, update)
print("update for a token no activity has:", status, reason)
