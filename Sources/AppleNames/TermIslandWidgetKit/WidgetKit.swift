// `import WidgetKit` in a widget's unchanged files: WidgetKit's widgets, bundles, timelines and ActivityConfiguration.
// Compiled as TermIslandWidgetKit and reached under Apple's name by `-module-alias
// WidgetKit=TermIslandWidgetKit` (docs/WidgetFolders.md): a module really named WidgetKit would clash
// with the macOS SDK's framework. Every Apple name brings in what widget code names (TermIsland's
// views, declarations and ActivityKit's API), Foundation and `#Preview`, so a file compiles
// whichever of Apple's modules it happened to import; and none of the terminal's machinery
// (canvases, encoders, backends): as with Apple's frameworks, a widget file that names
// `MemoryBackend` or `ANSIEncoder` does not compile (Tests/DocumentationTests/AppleNamesTests.swift).
@_exported import ActivityRuntime
@_exported import Foundation
#if canImport(FoundationNetworking)
// URLSession and URLRequest are in Foundation on Apple systems, in FoundationNetworking on Linux.
@_exported import FoundationNetworking
#endif
@_exported import IslandUI
@_exported import LiveActivity
// `@Observable` models, as SwiftUI re-exports Observation from iOS 17 (the toolchain has it on Linux).
@_exported import Observation
@_exported import WidgetPreviews
