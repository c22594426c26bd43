// `import Intents` in a widget's unchanged files: SiriKit intents a widget configuration names
// (INIntent). Compiled as TermIslandIntents and reached under Apple's name by `-module-alias
// Intents=TermIslandIntents` (docs/WidgetFolders.md): a module really named Intents would clash
// with the macOS SDK's framework. What every Apple name brings in is WidgetSurface's.
@_exported import WidgetSurface
