// `import TermIsland` brings in everything a Live Activity's code uses: the SwiftUI-shaped
// views (IslandUI) and the ActivityKit/WidgetKit-shaped declarations (LiveActivity).
@_exported import IslandUI
@_exported import LiveActivity
