// `import TermIsland` brings in everything a Live Activity's code and its tests use: the
// SwiftUI-shaped views (IslandUI), the ActivityKit/WidgetKit-shaped declarations, presentations
// and scenes (LiveActivity), ActivityKit's `Activity` API on a simulated device
// (ActivityRuntime), and what rendering yields: canvases of cells (TerminalCanvas) and the
// regions of a frame (Motion). Reading files (IslandInputs) and playing scenarios
// (IslandPlayback) are imported by name.
@_exported import ActivityRuntime
@_exported import IslandUI
@_exported import LiveActivity
@_exported import Motion
@_exported import TerminalCanvas
