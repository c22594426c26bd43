import Foundation
import Testing
import WidgetSources

/// A widget folder's asset catalogue read as Xcode writes it.
@Suite("Asset catalogues of a widget folder")
struct AssetCatalogTests {
    func catalog(_ sets: [String: String], images: [String] = []) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("island-assets-\(UUID().uuidString)")
        let assets = root.appendingPathComponent("Assets.xcassets")
        for (name, json) in sets {
            let folder = assets.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        for name in images {
            try FileManager.default.createDirectory(at: assets.appendingPathComponent("\(name).imageset"), withIntermediateDirectories: true)
        }
        return root
    }

    static func colorSet(_ components: String, dark: String? = nil) -> String {
        var entries = [#"{"color": {"color-space": "srgb", "components": {\#(components)}}, "idiom": "universal"}"#]
        if let dark {
            entries.append(#"{"appearances": [{"appearance": "luminosity", "value": "dark"}], "color": {"color-space": "srgb", "components": {\#(dark)}}, "idiom": "universal"}"#)
        }
        return #"{"colors": [\#(entries.joined(separator: ", "))], "info": {"author": "xcode", "version": 1}}"#
    }

    @Test func componentsAreReadInEachOfXcodesFormsAndDarkComesFirst() throws {
        let root = try catalog([
            "BrandColor": Self.colorSet(#""red": "1.000", "green": "0.500", "blue": "0.000", "alpha": "1.000""#,
                                        dark: #""red": "0x33", "green": "0x66", "blue": "0xFF", "alpha": "0.500""#),
            "Plain": Self.colorSet(#""red": "255", "green": "0", "blue": "51""#),
            "Empty": #"{"colors": [{"idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#,
        ], images: ["logo-expanded", "Logo"])
        let found = AssetCatalog(below: root)
        #expect(found.colors == [
            .init(name: "BrandColor", red: 0.2, green: 0.4, blue: 1.0, alpha: 0.5),
            .init(name: "Plain", red: 1.0, green: 0.0, blue: 0.2, alpha: 1.0),
        ])
        #expect(found.images == ["Logo", "logo-expanded"])
    }

    @Test(arguments: [
        ("DuringColor", true, "during"), ("WidgetBackground", true, "widgetBackground"), ("Color", true, "color"),
        ("logo-expanded", false, "logoExpanded"), ("App Icon", false, "appIcon"), ("2x", false, "_2x"),
    ])
    func symbolsAreNamedAsXcodeNamesThem(_ name: String, _ isColor: Bool, _ symbol: String) {
        #expect(AssetCatalog.symbol(for: name, isColor: isColor) == symbol)
    }

    @Test func aSymbolTheFolderDeclaresIsNotGeneratedAgain() throws {
        let root = try catalog(["BrandColor": Self.colorSet(#""red": "1", "green": "0", "blue": "0""#),
                                "AccentColor": Self.colorSet(#""red": "0", "green": "0", "blue": "1""#)])
        let file = try #require(AssetCatalog(below: root).swiftFile(declarations: .init(texts: ["A.swift": "static let brand = Color.red"])))
        #expect(!file.contains("static let brand ="))
        // AccentColor would be `.accent`, and Green `.green`: SwiftUI's own, so left out.
        #expect(!file.contains("static let accent"))
        #expect(file.contains("(\"BrandColor\", Color(red: 1.0, green: 0.0, blue: 0.0, opacity: 1.0))"))
        #expect(AssetCatalog(below: FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID())"))
            .swiftFile(declarations: .init(texts: [:])) == nil)
    }
}

/// The names `island` finds in a widget folder's text, by the lexer (SwiftTokens).
@Suite("Declarations found by name")
struct DeclarationScanTests {
    @Test func commentedOutProvidersAndWidgetsAreNotFound() {
        let text = """
            struct Live: Widget { }
            // struct Old: Widget { }
            /* struct Gone_Previews: PreviewProvider {
               /* nested */ struct Deeper: Widget { }
            } */
            struct Kept_Previews: PreviewProvider {
            """
        let declarations = WidgetSourceDeclarations(texts: ["A.swift": text])
        #expect(declarations.widgetTypes == ["Live"])
        #expect(declarations.previewProviderTypes == ["Kept_Previews"])
    }

    @Test func aDeclaredSymbolMustEndWhereTheNameDoes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("island-assets-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Assets.xcassets/PreColor.colorset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(AssetCatalogTests.colorSet(#""red": "1", "green": "1", "blue": "1""#).utf8).write(to: folder.appendingPathComponent("Contents.json"))
        let file = try #require(AssetCatalog(below: root).swiftFile(declarations: .init(texts: ["A.swift": "fileprivate static var preview: Attributes"])))
        #expect(file.contains("static var pre: Color { Color(.pre) }"))
        let declared = try #require(AssetCatalog(below: root).swiftFile(declarations: .init(texts: ["A.swift": "static let pre = Color.white"])))
        #expect(!declared.contains("static var pre:"))
    }
}

/// The intent classes Xcode generates from `.intentdefinition` files.
@Suite("Intent definitions of a widget folder")
struct IntentDefinitionTests {
    @Test func aDefinitionsIntentsAndParametersBecomeClasses() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("island-intents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let plist: [String: Any] = ["INIntents": [
            ["INIntentName": "SelectTeam", "INIntentParameters": [["INIntentParameterName": "team"], ["INIntentParameterName": "league"]]],
        ]]
        try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
            .write(to: root.appendingPathComponent("Intents.intentdefinition"))
        let found = IntentDefinitions(below: root, declarations: .init(texts: [:]))
        #expect(found.intents == [.init(className: "SelectTeamIntent", parameters: ["team", "league"])])
        #expect(found.swiftFile?.contains("class SelectTeamIntent: INIntent {\n    var team: Any?\n    var league: Any?\n}") == true)
    }

    @Test func theTemplatesConfigurationIntentIsMadeWhenTheCodeNamesItAndNothingDeclaresIt() {
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID())")
        func intents(_ text: String) -> IntentDefinitions { IntentDefinitions(below: nowhere, declarations: .init(texts: ["W.swift": text])) }
        #expect(intents("IntentConfiguration(kind: k, intent: ConfigurationIntent.self)").intents
                == [.init(className: "ConfigurationIntent", parameters: [])])
        #expect(intents("class ConfigurationIntent: INIntent {}").intents.isEmpty)
        #expect(intents("").swiftFile == nil)
        // Named only in a comment, in a string, or as part of another name: not used.
        #expect(intents("// ConfigurationIntent\nlet s = \"ConfigurationIntent\"\nlet m = MyConfigurationIntent()").intents.isEmpty)
    }
}

/// Where the TermIsland checkout a widget's package builds against is.
@Suite("Widget sources: where TermIsland is")
struct TermIslandCheckoutTests {
    @Test func aMissingTermIslandCheckoutIsAUsageErrorNamingTheVariable() {
        #expect(throws: WidgetSourceProblem.usage("TermIsland's sources are not at /no/such/checkout, where this island was built; set TERMISLAND_PATH to your TermIsland checkout")) {
            try WidgetSourcePackage.termIslandRoot(environment: ["TERMISLAND_PATH": "/no/such/checkout"])
        }
        #expect((try? WidgetSourcePackage.termIslandRoot(environment: ["TERMISLAND_PATH": repositoryRoot.path]))?.path == repositoryRoot.standardizedFileURL.path)
        // Without the variable, the checkout this module was built from.
        #expect((try? WidgetSourcePackage.termIslandRoot(environment: [:]))?.path == repositoryRoot.standardizedFileURL.path)
    }
}
