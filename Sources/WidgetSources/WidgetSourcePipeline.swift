import Foundation

/// The widget-source path, stage by stage: which files (an origin's answer), what they declare,
/// the files generated for them, and the cached package written with them, ready to build
/// (`WidgetSourceBuild`). Each stage hands the next a value; only the last writes.
package enum WidgetSourcePipeline {
    /// The files generated for `sources`: from what they declare and the asset catalogues and
    /// intent definitions beside them.
    package static func generatedFiles(for sources: WidgetSourceFiles) -> [GeneratedFile] {
        let declarations = sources.declarations()
        let texts = sources.files.map { (try? String(contentsOf: sources.url(of: $0), encoding: .utf8)) ?? "" }
        return WidgetHostFiles.files(for: declarations, assets: sources.assetCatalogs.map { AssetCatalog(in: $0) } ?? AssetCatalog(below: sources.root),
                                     intents: IntentDefinitions(below: sources.root, declarations: declarations))
            + [EnumCaseFile.file(for: texts)].compactMap { $0 }
    }

    /// The package for the files `origin` gives, written to the cache and ready to build.
    package static func package(for origin: any WidgetSourceOrigin,
                                environment: [String: String] = ProcessInfo.processInfo.environment) throws(WidgetSourceProblem) -> WidgetSourcePackage {
        let sources = try origin.sourceFiles()
        let termIsland = try WidgetSourcePackage.termIslandRoot(environment: environment)
        let package = WidgetSourcePackage(sources: sources, termIsland: termIsland, cache: WidgetSourcePackage.cacheRoot(environment: environment))
        try package.write(generatedFiles(for: sources), termIsland: termIsland)
        return package
    }
}
