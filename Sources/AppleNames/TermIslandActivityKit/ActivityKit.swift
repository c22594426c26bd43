// `import ActivityKit` in a widget's unchanged files: ActivityKit's attributes, Activity API and
// content. Compiled as TermIslandActivityKit and reached under Apple's name by `-module-alias
// ActivityKit=TermIslandActivityKit` (docs/WidgetFolders.md): a module really named ActivityKit
// would clash with the macOS SDK's framework. What every Apple name brings in is WidgetSurface's.
@_exported import WidgetSurface
