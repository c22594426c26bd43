// `import os` in a widget's unchanged files: the unified log (`Logger`, `OSLog`, `os_log`) and
// signposts (`OSSignposter`, `os_signpost`). Compiled as TermIslandos and reached under Apple's
// name by `-module-alias os=TermIslandos` (docs/WidgetFolders.md). What a widget logs is written to
// the simulated device's log, `ActivitySystem.current.log`, which the previewer shows beside the
// island and `island play` prints in its transcript, as Xcode's console shows a device's. What
// every Apple name brings in is WidgetSurface's.
@_exported import WidgetSurface
