// `import os` in a widget's unchanged files: the unified log (`Logger`, `OSLog`, `os_log`) and
// signposts (`OSSignposter`, `os_signpost`). Compiled as TermIslandos and reached under Apple's
// name by `-module-alias os=TermIslandos` (docs/WidgetFolders.md). What a widget logs is written
// to the simulated device's log, `ActivitySystem.current.log`, which the previewer shows beside
// the island and `island play` prints in its transcript, as Xcode's console shows a device's.
// Like every Apple name, it brings in what widget code names and none of the terminal's
// machinery (Tests/DocumentationTests/AppleNamesTests.swift).
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
