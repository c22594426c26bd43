// `import UIKit` in a widget's unchanged files: the UIKit names widget code touches (UIColor, UIImage, UIFont, UIScreen).
// Compiled as TermIslandUIKit and reached under Apple's name by `-module-alias
// UIKit=TermIslandUIKit` (docs/WidgetFolders.md): a module really named UIKit would clash
// with the macOS SDK's framework. Every Apple name brings in all of TermIsland, Foundation and
// `#Preview`, so a file compiles whichever of Apple's modules it happened to import.
@_exported import Foundation
#if canImport(FoundationNetworking)
// URLSession and URLRequest are in Foundation on Apple systems, in FoundationNetworking on Linux.
@_exported import FoundationNetworking
#endif
@_exported import TermIsland
