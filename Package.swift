// swift-tools-version:6.0
// TermIsland renders Live Activity presentations in a terminal. See README.md and docs/.
//
// The modules, bottom up (docs/DESIGN.md draws the flow):
//   Cassowary                     the solver
//   TerminalColors, TerminalCanvas   colours and their down-conversion; the cell grid and text
//   TerminalEncoders, TerminalBackends   a canvas as plain, styled, ANSI or SVG text; what presents one
//   FrameVocabulary               a rendered frame's words: RenderedFrame, Region, RegionID, intents
//   Motion                        how frames move: pairing regions, transitions, timing
//   IslandUI                      SwiftUI's views, laid out and painted into frames with regions
//   LiveActivity                  what a user declares, devices, presentations, scenes, themes
//   ActivityRuntime               ActivityKit's API on a simulated device, push handling
//   IslandInputs                  reading files: JSON, scenarios, payloads, described views, themes
//   IslandPlayback                plays a scenario with any activity kind, frame by frame
//   SwiftSourceText, WidgetSources  Swift source read and written; a widget's files → its built program
//   TermIsland                    `import TermIsland`: what a user writes against
import CompilerPluginSupport
import PackageDescription

/// Set by Tests/IslandFuzzingTests/fuzz.sh, whose -sanitize=fuzzer reaches every executable it builds: the
/// `#Preview` plugin is an executable with a main of its own, which cannot link with libFuzzer's.
/// The fuzz targets use no `#Preview`, so then TermIsland is built without WidgetPreviews.
let fuzzing = Context.environment["TERMISLAND_FUZZING"] != nil

/// The Apple frameworks a widget extension imports that TermIsland answers to: the manifest's
/// copy of `AppleModules.names` (Sources/SwiftSourceText; a manifest cannot import code), which
/// WidgetSourcesTests holds equal to it.
let appleNames = ["SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "Intents", "UIKit", "Combine", "os"]

// libncursesw through a system-library target (docs/Terminal.md).
//
// On Linux the headers (/usr/include/ncursesw) and the library are where the compiler looks
// anyway, so no pkg-config: Debian's ncursesw.pc gives -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600,
// which SwiftPM refuses with a "prohibited flag(s)" warning on every build (the shim defines
// what the wide-character API needs itself). Homebrew's ncurses is keg-only, outside the
// compiler's paths, so on macOS its pkg-config file is what finds it.
#if os(macOS)
let cursesLibrary = Target.systemLibrary(name: "CNcursesw", pkgConfig: "ncursesw", providers: [.brew(["ncurses"])])
#else
let cursesLibrary = Target.systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])])
#endif

let package = Package(
    name: "TermIsland",
    // Synchronization's Atomic (solver variables are Sendable) needs macOS 15 on Apple systems.
    platforms: [.macOS(.v15)],
    products: [
        // The constraint solver stands on its own: usable without the rest of TermIsland.
        .library(name: "Cassowary", targets: ["Cassowary"]),
        // The cell grid with its colours, encoders and backends (MemoryBackend, the protocol).
        .library(name: "TerminalCanvas", targets: ["CacheReuse", "TerminalColors", "TerminalCanvas", "TerminalEncoders", "TerminalBackends"]),
        .library(name: "FrameVocabulary", targets: ["FrameVocabulary"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "IslandUI", targets: ["IslandUI"]),
        .library(name: "LiveActivity", targets: ["LiveActivity"]),
        .library(name: "ActivityRuntime", targets: ["ActivityRuntime"]),
        .library(name: "IslandInputs", targets: ["IslandInputs"]),
        .library(name: "IslandPlayback", targets: ["IslandPlayback"]),
        .library(name: "IslandPreview", targets: ["IslandPreview"]),
        .library(name: "TermIsland", targets: ["TermIsland"]),
        // island's built-in examples, for a scenario in which your widget competes with them
        // (`ActivityKinds.builtInExamples`, docs/Previewer.md).
        .library(name: "IslandExamples", targets: ["IslandExamples"]),
        // Apple's module names for a widget's unchanged files, each under a name of its own and
        // reached by `-module-alias SwiftUI=TermIslandSwiftUI` and so on (docs/WidgetFolders.md).
        .library(name: "TermIslandAppleNames", targets: appleNames.map { "TermIsland\($0)" }),
        .library(name: "IslandSnapshotTesting", targets: ["IslandSnapshotTesting"]),
        // The commands, for a widget folder's host program (docs/WidgetFolders.md).
        .library(name: "IslandCommands", targets: ["IslandCommands"]),
        .library(name: "CursesBackend", targets: ["CursesBackend"]),
        .executable(name: "island", targets: ["island"]),
        .executable(name: "island-bench", targets: ["island-bench"]),
    ],
    targets: [
        .target(name: "Cassowary"),
        // WidthTools: the Python that generates and measures the width tables, beside them.
        // `Reuse`, the one switch over every cache (TERMISLAND_NO_REUSE), below everything that keeps one.
        .target(name: "CacheReuse"),
        // Colours and styles, their down-conversion and legibility: what a cell looks like.
        .target(name: "TerminalColors", dependencies: ["CacheReuse"]),
        .target(name: "TerminalCanvas", dependencies: ["CacheReuse", "TerminalColors"], exclude: ["WidthTools"]),
        // A canvas written out: plain and styled text, ANSI, SVG.
        .target(name: "TerminalEncoders", dependencies: ["TerminalCanvas"]),
        // What presents a canvas and reads input: the protocol, input events, MemoryBackend.
        .target(name: "TerminalBackends", dependencies: ["TerminalCanvas"]),
        // A rendered frame's vocabulary, which views paint into and the previewer hit-tests:
        // `import TermIsland` re-exports it, not Motion's machinery.
        .target(name: "FrameVocabulary", dependencies: ["TerminalCanvas"]),
        // The ncurses backend: the system library, what differs between Linux and Darwin at the
        // terminal (waits, pseudo-terminals) in C, one file with both branches side by side, the
        // backend, and the small program its terminal tests run.
        cursesLibrary,
        .target(name: "CTerminalPlatform"),
        .target(name: "CursesBackend", dependencies: ["CNcursesw", "CTerminalPlatform", "TerminalCanvas", "TerminalBackends", "TerminalEncoders"]),
        .executableTarget(name: "curses-probe", dependencies: ["CursesBackend", "TerminalCanvas", "TerminalBackends"]),
        .target(name: "Motion", dependencies: ["TerminalCanvas", "FrameVocabulary"]),
        .target(name: "IslandUI", dependencies: ["Cassowary", "TerminalCanvas", "FrameVocabulary"]),
        // Records the compiler places in the program (previews, a widget folder's host), listed
        // at run time: a C file names the section's bounds.
        .target(name: "CIslandRegistry"),
        .target(name: "IslandRegistry", dependencies: ["CIslandRegistry"]),
        .target(name: "LiveActivity", dependencies: ["IslandUI", "TerminalCanvas", "TerminalEncoders", "FrameVocabulary", "IslandRegistry"]),
        // Xcode's `#Preview`: the macros' declarations and records, and the compiler plugin that
        // expands them, written without swift-syntax (docs/WidgetFolders.md).
        .macro(name: "WidgetPreviewsMacros", dependencies: ["SwiftSourceText"]),
        // Swift source text that both the plugin and the widget-folder files `island` writes need:
        // the lexer, the string literal writer, the records' section name, Apple's module names.
        .target(name: "SwiftSourceText"),
        // An Xcode project read: project.pbxproj's old-style property list, its targets, files
        // and settings, and a workspace's projects (docs/XcodeProjects.md). No dependency.
        .target(name: "XcodeProjects"),
        // A user's widget sources to a built program, stage by stage as values: which files, what
        // they declare, the generated files, the cached package, the build (docs/WidgetFolders.md).
        .target(name: "WidgetSources", dependencies: ["CacheReuse", "SwiftSourceText", "TerminalCanvas", "XcodeProjects", "LiveActivity"]),
        .target(name: "WidgetPreviews", dependencies: ["IslandRegistry", "LiveActivity", "IslandUI", "WidgetPreviewsMacros"]),
        .target(name: "ActivityRuntime", dependencies: ["LiveActivity"]),
        .target(name: "IslandInputs", dependencies: ["LiveActivity", "ActivityRuntime", "IslandUI", "TerminalCanvas"]),
        .target(name: "IslandPlayback", dependencies: ["LiveActivity", "ActivityRuntime", "IslandInputs", "IslandUI", "TerminalCanvas", "Motion", "TerminalEncoders"]),
        .target(
            name: "IslandPreview",
            dependencies: ["CacheReuse", "IslandPlayback", "IslandInputs", "LiveActivity", "ActivityRuntime", "Motion", "FrameVocabulary", "TerminalCanvas", "IslandUI", "CursesBackend", "IslandPushServer", "TerminalBackends"]),
        .target(
            name: "TermIsland",
            dependencies: ["IslandUI", "LiveActivity", "ActivityRuntime", "FrameVocabulary", "TerminalCanvas", "TerminalEncoders", "TerminalBackends"] + (fuzzing ? [] : ["WidgetPreviews"])),
        .target(name: "IslandExamples", dependencies: ["TermIsland", "IslandInputs", "IslandPlayback"]),
        .target(name: "IslandSnapshotTesting", dependencies: ["TerminalCanvas", "LiveActivity", "WidgetPreviews"]),
        // The command line as values: the words read once (`Invocation`), the options they
        // give (`CommandOptions`), the errors they make, and the console the commands write to.
        .target(
            name: "IslandCommandLine",
            dependencies: ["TermIsland", "LiveActivity", "ActivityRuntime", "Motion", "TerminalCanvas", "IslandInputs", "IslandPlayback",
                           "IslandPreview", "IslandSnapshotTesting", "WidgetSources", "CTerminalPlatform"]),
        // The commands, a library so that a widget folder's host program runs them with the
        // folder's widgets linked in; `island` is its main.
        .target(
            name: "IslandCommands",
            dependencies: ["IslandCommandLine", "IslandExamples", "TermIsland", "TerminalCanvas", "IslandInputs", "IslandPlayback", "IslandPreview",
                           "IslandSnapshotTesting", "IslandRegistry", "WidgetSources", "IslandPushServer",
                           "CursesBackend", "CTerminalPlatform"]),
        // The previewer's APNs-shaped HTTP endpoint on 127.0.0.1 (docs/PushPayloads.md).
        .target(name: "IslandPushServer", dependencies: ["IslandInputs", "IslandPlayback", "ActivityRuntime"]),
        // island: its symbols are exported, so a widget library it compiles and loads (the warm loop,
        // docs/WidgetFolders.md) binds to this very program's TermIsland. A Mac's executables
        // export theirs as they are.
        // The Apple-name modules are built with it, for the libraries it compiles to import.
        .executableTarget(name: "island", dependencies: ["IslandCommands"] + appleNames.map { .target(name: "TermIsland\($0)") },
                          linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]),
        .testTarget(name: "IslandPushServerTests", dependencies: ["IslandPushServer", "IslandInputs", "ActivityRuntime", "IslandPlayback", "TermIsland"]),
        // The fuzz targets (docs/Reliability.md): a library, so the unit tests run the seed corpus
        // through them, and an executable that Tests/IslandFuzzingTests/fuzz.sh builds with libFuzzer.
        .target(
            name: "IslandFuzzing",
            dependencies: ["IslandInputs", "IslandPlayback", "IslandExamples", "IslandUI", "LiveActivity", "ActivityRuntime",
                           "TerminalCanvas", "TermIsland", "CursesBackend", "TerminalBackends", "TerminalEncoders"]),
        .executableTarget(name: "island-fuzz", dependencies: ["IslandFuzzing"]),
        .executableTarget(
            name: "island-bench",
            dependencies: ["Cassowary", "TerminalCanvas", "Motion", "IslandUI", "LiveActivity", "ActivityRuntime", "IslandInputs",
                           "IslandPlayback", "IslandExamples", "IslandPreview", "CursesBackend", "CTerminalPlatform", "TerminalBackends", "TerminalEncoders"]
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "TerminalCanvasTests", dependencies: ["TerminalCanvas", "TerminalBackends", "TerminalEncoders"]),
        .testTarget(name: "TerminalColorsTests", dependencies: ["TerminalColors", "TerminalCanvas", "TerminalEncoders"]),
        .testTarget(name: "TerminalEncodersTests", dependencies: ["TerminalEncoders", "TerminalCanvas"]),
        .testTarget(name: "TerminalBackendsTests", dependencies: ["TerminalBackends", "TerminalCanvas"]),
        .testTarget(
            name: "CursesBackendTests", dependencies: ["CursesBackend", "CTerminalPlatform", "TerminalCanvas", "curses-probe", "island", "island-bench", "TerminalBackends"],
            exclude: ["Scripts"]),
        .testTarget(name: "IslandUITests", dependencies: ["IslandUI", "TerminalCanvas"]),
        .testTarget(
            name: "MotionTests", dependencies: ["Motion", "FrameVocabulary", "IslandUI", "TerminalCanvas", "IslandSnapshotTesting", "TermIsland", "IslandExamples"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "LiveActivityTests",
            dependencies: ["LiveActivity", "IslandExamples", "TermIsland", "TerminalCanvas", "IslandSnapshotTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "ActivityRuntimeTests",
            dependencies: ["ActivityRuntime", "LiveActivity", "IslandInputs", "IslandExamples", "TermIsland"]),
        .testTarget(
            name: "IslandInputsTests",
            dependencies: ["IslandInputs", "LiveActivity", "ActivityRuntime", "IslandUI", "TerminalCanvas", "IslandExamples",
                           "IslandSnapshotTesting", "TermIsland"],
            exclude: ["Described/__Snapshots__"]),
        .testTarget(
            name: "IslandExamplesTests",
            dependencies: ["IslandExamples", "TermIsland", "TerminalCanvas", "IslandSnapshotTesting"]),
        .testTarget(
            name: "IslandPlaybackTests",
            dependencies: ["IslandPlayback", "IslandInputs", "IslandExamples", "TermIsland", "TerminalCanvas"]),
        .testTarget(
            name: "IslandPreviewTests",
            dependencies: ["IslandPreview", "IslandPlayback", "IslandInputs", "IslandExamples", "TermIsland", "TerminalCanvas", "IslandPushServer", "TerminalBackends"]),
        .testTarget(name: "IslandCommandTests", dependencies: ["island", "IslandCommands", "IslandExamples", "IslandSnapshotTesting", "IslandPushServer", "WidgetSources", "IslandCommandLine"], exclude: ["__Snapshots__"]),
        // The widget-source path's stages, each on values: no build is run.
        .testTarget(name: "XcodeProjectsTests", dependencies: ["XcodeProjects"]),
        .testTarget(name: "WidgetSourcesTests", dependencies: ["WidgetSources", "SwiftSourceText"], exclude: ["__Snapshots__"]),
        // The seed corpus and the libFuzzer script live with the tests that replay the corpus.
        .testTarget(name: "IslandFuzzingTests", dependencies: ["IslandFuzzing"], exclude: ["corpus", "fuzz.sh"]),
        // README.md and docs/ are real: their listings compile and their outputs are produced.
        .testTarget(name: "DocumentationTests", dependencies: ["island", "IslandCommands", "TermIsland", "IslandSnapshotTesting"], exclude: ["Stubs"]),
        .testTarget(
            name: "IslandSnapshotTestingTests", dependencies: ["IslandSnapshotTesting", "TerminalCanvas"],
            exclude: ["__Snapshots__"]),
        // Widget code written elsewhere, compiled unchanged (issue 14): Apple's Emoji Rangers
        // listings, whose WidgetBundle is a `@main` and so an executable, and a widget written
        // the way public Live Activity widgets are.
        .executableTarget(name: "EmojiRangersExtension", dependencies: ["TermIsland"], path: "Tests/EmojiRangersExtension"),
        // Widget code in Swift 5 mode, as Xcode compiles a widget extension and `island` a widget
        // folder: where `CGFloat` and `Double` meet, and a `dynamicIsland:` closure returns.
        .testTarget(name: "SwiftFiveWidgetTests", dependencies: ["TermIsland", "TermIslandos"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "WidgetSourceTests",
            dependencies: ["EmojiRangersExtension", "TermIsland", "IslandPlayback", "IslandInputs", "TerminalCanvas",
                           "IslandSnapshotTesting"],
            exclude: ["Previews/__Snapshots__"]),
    ]
    // Apple's module names: SwiftUI, WidgetKit, ActivityKit, AppIntents, Intents, UIKit, Combine
    // and os, each a module named TermIsland<Name> that brings in what widget code names (the
    // views, the declarations, ActivityKit's API, `#Preview`), not the terminal's machinery.
    + appleNames.map { name in
        .target(name: "TermIsland\(name)", dependencies: ["WidgetSurface"], path: "Sources/AppleNames/TermIsland\(name)")
    }
    // What every one of them re-exports, kept once.
    + [.target(name: "WidgetSurface", dependencies: ["ActivityRuntime", "IslandUI", "LiveActivity", "WidgetPreviews", "TermIsland"],
               path: "Sources/AppleNames/WidgetSurface")],
    swiftLanguageModes: [.v6]
)
