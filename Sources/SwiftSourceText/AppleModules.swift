/// The Apple frameworks a widget extension imports that TermIsland answers to, each reached by
/// `-module-alias SwiftUI=TermIslandSwiftUI` and so on (docs/WidgetFolders.md). Package.swift's
/// `appleNames` is the manifest's copy (a manifest cannot import code); a test holds the two equal.
public enum AppleModules {
    /// The names a widget's `import` lines use, in the order the package lists their modules.
    public static let names = ["SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "Intents", "UIKit", "Combine", "os"]

    /// TermIsland's module that answers to `name`: "SwiftUI" → "TermIslandSwiftUI".
    public static func termIslandModule(for name: String) -> String { "TermIsland\(name)" }

    /// The compiler flags that let `import SwiftUI` (and the rest) reach TermIsland's modules.
    public static var aliasFlags: [String] {
        names.flatMap { ["-module-alias", "\($0)=\(termIslandModule(for: $0))"] }
    }
}
