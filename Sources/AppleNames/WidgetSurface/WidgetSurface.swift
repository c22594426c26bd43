// What every Apple name brings in (`import SwiftUI`, `import WidgetKit`, … `import os`): the
// names widget code uses (TermIsland's views, declarations and ActivityKit's API), Foundation
// and `#Preview`, so a file compiles whichever of Apple's modules it happened to import; and
// none of the terminal's machinery (canvases, encoders, backends): as with Apple's frameworks,
// a widget file that names `MemoryBackend` or `ANSIEncoder` does not compile
// (Tests/DocumentationTests/AppleNamesTests.swift). Each Apple-name module re-exports this one,
// so the list is kept once.
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
