// `import AppIntents` in a widget's unchanged files: App Intents' intents and parameters. Compiled
// as TermIslandAppIntents and reached under Apple's name by `-module-alias
// AppIntents=TermIslandAppIntents` (docs/WidgetFolders.md): a module really named AppIntents would
// clash with the macOS SDK's framework. What every Apple name brings in is WidgetSurface's.
@_exported import WidgetSurface
