// `import Combine` in a widget's unchanged files: Combine's ObservableObject and @Published.
// Compiled as TermIslandCombine and reached under Apple's name by `-module-alias
// Combine=TermIslandCombine` (docs/WidgetFolders.md): a module really named Combine would clash
// with the macOS SDK's framework. What every Apple name brings in is WidgetSurface's.
@_exported import WidgetSurface
