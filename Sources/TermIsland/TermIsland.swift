// `import TermIsland` brings in everything a Live Activity's code and its tests use: the
// SwiftUI-shaped views (IslandUI), the ActivityKit/WidgetKit-shaped declarations, presentations
// and scenes (LiveActivity), ActivityKit's `Activity` API on a simulated device
// (ActivityRuntime), and what rendering yields: canvases of cells (TerminalCanvas) and the
// regions of a frame (FrameVocabulary; Motion's transitions are imported by name). Reading files (IslandInputs) and playing scenarios
// (IslandPlayback) are imported by name. Foundation comes too, as it does with `import SwiftUI`,
// and so do Xcode's `#Preview` macros (WidgetPreviews).
@_exported import ActivityRuntime
@_exported import Foundation
@_exported import IslandUI
@_exported import LiveActivity
@_exported import FrameVocabulary
@_exported import TerminalCanvas
#if canImport(WidgetPreviews)
// Absent only from the fuzzing build (Package.swift's `fuzzing`).
@_exported import WidgetPreviews
#endif
