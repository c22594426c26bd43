import IslandCommandLine
// The built-in scenario `island demo` plays, compiled in so the command works from anywhere.
// Generated from docs/scenarios/four-apps.json, which is the source of truth: a test fails when the
// two differ (IslandCommandTests, BuiltInScenarioTests).
let builtInScenarioJSON = #"""
{
  "name": "four apps",
  "device": "iphone-15-pro",
  "start": "2027-01-15T08:00:00Z",
  "policy": "highest-relevance",
  "timeline": [
    { "at": "0s", "request": { "id": "pizza", "app": "Pizza", "example": "pizza-delivery", "relevance": 50 } },
    { "at": "0s", "pause": "3s" },
    { "at": "1m", "request": { "id": "match", "app": "Sports", "example": "sports-score", "relevance": 30, "staleAfter": "20m" } },
    { "at": "1m", "pause": "2s" },
    { "at": "2m", "request": { "id": "ride", "app": "Rides", "example": "ride-share", "relevance": 80 } },
    { "at": "3m", "request": { "id": "flight", "app": "Airline", "example": "flight", "relevance": 60 } },
    { "at": "3m", "pause": "3s" },
    { "at": "5m", "update": { "id": "pizza", "relevance": 90,
                              "state": { "driverName": "Bill James", "deliveryTimer": ["2027-01-15T08:00:00Z", "2027-01-15T08:25:00Z"] },
                              "alert": { "title": "Almost there", "body": "Bill is around the corner" } } },
    { "at": "5m1s", "pause": "3s" },
    { "at": "5m4s", "touchAndHold": "ride" },
    { "at": "5m5s", "pause": "3s" },
    { "at": "10m", "end": { "id": "ride", "dismissal": "immediate" } },
    { "at": "12m", "pause": "2s" },
    { "at": "25m", "end": { "id": "pizza", "dismissal": "30m" } },
    { "at": "30m", "pause": "3s" },
    { "at": "9h", "relevance": { "id": "flight", "score": 70 } },
    { "at": "9h", "pause": "3s" }
  ]
}
"""#
