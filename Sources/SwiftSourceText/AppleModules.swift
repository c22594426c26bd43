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

    /// The modules every file of a widget sees as if it imported them, because on an iPhone
    /// `import Foundation` brings them: Observation (an `@Observable` model in a file that
    /// imports Foundation alone) and, on Linux, FoundationNetworking, where Linux keeps
    /// `URLRequest` and `URLSession` that Apple's Foundation holds.
    public static var implicitImports: [String] {
        #if canImport(FoundationNetworking)
        ["Observation", "FoundationNetworking"]
        #else
        ["Observation"]
        #endif
    }

    /// The compiler flags that import `implicitImports` into every file.
    public static var implicitImportFlags: [String] {
        implicitImports.flatMap { ["-Xfrontend", "-import-module", "-Xfrontend", $0] }
    }
}
