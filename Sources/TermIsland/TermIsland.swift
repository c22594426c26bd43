// `import TermIsland` brings in everything a Live Activity's code uses: the SwiftUI-shaped
// views (IslandUI), the ActivityKit/WidgetKit-shaped declarations and presentations
// (LiveActivity), and ActivityKit's `Activity` API on a simulated device (ActivityRuntime).
// Reading files (IslandInputs) and playing scenarios (IslandPlayback) are imported by name.
@_exported import ActivityRuntime
@_exported import IslandUI
@_exported import LiveActivity
