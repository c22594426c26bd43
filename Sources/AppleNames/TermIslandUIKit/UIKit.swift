// `import UIKit` in a widget's unchanged files: the UIKit names widget code touches (UIColor,
// UIImage, UIFont, UIScreen). Compiled as TermIslandUIKit and reached under Apple's name by
// `-module-alias UIKit=TermIslandUIKit` (docs/WidgetFolders.md): a module really named UIKit would
// clash with the macOS SDK's framework. What every Apple name brings in is WidgetSurface's.
@_exported import WidgetSurface
