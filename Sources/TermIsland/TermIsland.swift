// `import TermIsland` brings in everything a Live Activity's code and its tests use: the
// SwiftUI-shaped views (IslandUI), the ActivityKit/WidgetKit-shaped declarations, presentations
// and scenes (LiveActivity), ActivityKit's `Activity` API on a simulated device
// (ActivityRuntime), and what rendering yields: canvases of cells (TerminalCanvas), written out
// as text, ANSI or SVG (TerminalEncoders) or presented to a backend (TerminalBackends:
// `MemoryBackend` for tests), and the regions of a frame (FrameVocabulary; Motion's
// transitions are imported by name). Reading files (IslandInputs) and playing scenarios
// (IslandPlayback) are imported by name. Foundation comes too, as it does with `import SwiftUI`,
// and so do Xcode's `#Preview` macros (WidgetPreviews). A widget's own files import Apple's
// names instead (Sources/AppleNames), which bring in none of the terminal's machinery.
@_exported import ActivityRuntime
@_exported import Foundation
@_exported import FrameVocabulary
@_exported import IslandUI
@_exported import LiveActivity
@_exported import TerminalBackends
@_exported import TerminalCanvas
@_exported import TerminalEncoders
#if canImport(WidgetPreviews)
// Absent only from the fuzzing build (Package.swift's `fuzzing`).
@_exported import WidgetPreviews
#endif
