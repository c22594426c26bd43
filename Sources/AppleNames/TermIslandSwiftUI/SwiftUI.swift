// `import SwiftUI` in a widget's unchanged files: SwiftUI's views, modifiers and previews (and
// Foundation, which SwiftUI brings in). Compiled as TermIslandSwiftUI and reached under Apple's
// name by `-module-alias SwiftUI=TermIslandSwiftUI` (docs/WidgetFolders.md): a module really named
// SwiftUI would clash with the macOS SDK's framework. What every Apple name brings in is
// WidgetSurface's.
@_exported import WidgetSurface
