// `import WidgetKit` in a widget's unchanged files: WidgetKit's widgets, bundles, timelines and
// ActivityConfiguration. Compiled as TermIslandWidgetKit and reached under Apple's name by
// `-module-alias WidgetKit=TermIslandWidgetKit` (docs/WidgetFolders.md): a module really named
// WidgetKit would clash with the macOS SDK's framework. What every Apple name brings in is
// WidgetSurface's.
@_exported import WidgetSurface
