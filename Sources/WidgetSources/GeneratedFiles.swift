import SwiftSourceText

/// A file `island` adds to a widget's target: its name in the target and its text.
package struct GeneratedFile: Equatable, Sendable {
    package let name: String
    package let text: String

    package init(name: String, text: String) {
        self.name = name
        self.text = text
    }
}

/// The files `island` adds to a widget's target (the third stage, value → text): the host's
/// record, the asset catalogues' colours and symbols, the intent classes Xcode would generate,
/// and a `main.swift` when no file has an `@main` of its own. No file is read or written here.
package enum WidgetHostFiles {
    package static let hostFile = "__TermIslandHost.swift"
    package static let assetsFile = "__TermIslandAssets.swift"
    package static let intentsFile = "__TermIslandIntents.swift"
    package static let mainFile = "main.swift"

    /// Every generated file for what the sources declare and the catalogues and definitions beside them.
    package static func files(for declarations: WidgetSourceDeclarations, assets: AssetCatalog,
                              intents: IntentDefinitions) -> [GeneratedFile] {
        var files = [GeneratedFile(name: hostFile, text: host(providers: declarations.previewProviderTypes))]
        if let text = assets.swiftFile(declarations: declarations) { files.append(GeneratedFile(name: assetsFile, text: text)) }
        if let text = intents.swiftFile { files.append(GeneratedFile(name: intentsFile, text: text)) }
        if !declarations.hasMain { files.append(GeneratedFile(name: mainFile, text: main(widgets: declarations.widgetTypes))) }
        return files
    }

    /// The record that tells the folder's `@main` bundle to run the host (WidgetFolderHost),
    /// and one listing the folder's `PreviewProvider`s, found by name.
    static func host(providers: [String]) -> String {
        """
            // Written by island (docs/WidgetFolders.md): the folder's @main runs the host.
            import IslandCommands
            import IslandRegistry
            import WidgetPreviews

            @section("\(RecordsSection.name)") @used
            private let termIslandWidgetFolderHost: IslandRegistry.WidgetRegistryRecord = { value in
                value.initializeMemory(as: Any.self, repeating: IslandCommands.WidgetFolderHost.entry as Any, count: 1)
            }

            """ + (providers.isEmpty ? "" : """

            @section("\(RecordsSection.name)") @used
            private let termIslandPreviewProviders: IslandRegistry.WidgetRegistryRecord = { value in
                value.initializeMemory(as: Any.self, repeating: WidgetPreviews.PreviewProviders([\(providers.map { "\($0).self" }.joined(separator: ", "))]) as Any, count: 1)
            }

            """)
    }

    /// A `main.swift` that runs the host with the widgets found by name in the sources.
    static func main(widgets: [String]) -> String {
        """
        // Written by island (docs/WidgetFolders.md): the folder has no @main, so the host starts
        // here, with the widgets whose declarations were found in its files.
        import Foundation
        import IslandCommands

        exit(WidgetFolderHost.run(bundle: nil, widgets: [\(widgets.map { "\($0)()" }.joined(separator: ", "))]))

        """
    }
}
