"""Apple's SwiftUI, WidgetKit, ActivityKit and App Intents surface, measured against ours.

`scanner` reads Swift declarations (a `.swiftinterface` or our own sources); `inventory` turns
Apple's into the committed data under Scripts/api-inventory/; `coverage` compares that data with
our public declarations. Standard library only: CI runs it in seconds (docs/Compatibility.md).
"""
