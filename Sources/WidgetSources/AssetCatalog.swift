import Foundation
import SwiftSourceText

/// The colour sets and image sets of the asset catalogues (`*.xcassets`) in a widget folder,
/// and the Swift file `island` generates from them: the colours registered by name (dark
/// appearance first, as the previewer's phone is dark by default), and the symbols Xcode
/// generates (`Color.brand`, `.foregroundStyle(.brand)`, `Image(.logo)`), except those the
/// folder declares itself.
package struct AssetCatalog: Equatable {
    /// A colour set: its name and its components (0…1).
    package struct ColorSet: Equatable {
        package let name: String
        package let red: Double, green: Double, blue: Double, alpha: Double

        package init(name: String, red: Double, green: Double, blue: Double, alpha: Double) {
            (self.name, self.red, self.green, self.blue, self.alpha) = (name, red, green, blue, alpha)
        }
    }

    package var colors: [ColorSet] = []
    package var images: [String] = []

    package init(colors: [ColorSet], images: [String]) {
        self.colors = colors
        self.images = images
    }

    /// The catalogues below `root`, in path order.
    package init(below root: URL) { self.init(in: [root]) }

    /// The catalogues `folders` are or hold (a project target's own `*.xcassets`, wherever they are).
    package init(in folders: [URL]) {
        for folder in folders { read(below: folder) }
        colors.sort { $0.name < $1.name }
        images.sort()
    }

    private mutating func read(below root: URL) {
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return }
        for case let url as URL in walker {
            switch url.pathExtension {
            case "colorset":
                if let color = Self.colorSet(at: url) { colors.append(color) }
                walker.skipDescendants()
            case "imageset":
                images.append(url.deletingPathExtension().lastPathComponent)
                walker.skipDescendants()
            default:
                if ["build", "__Snapshots__"].contains(url.lastPathComponent) { walker.skipDescendants() }
            }
        }
    }

    /// A colour set's `Contents.json`: the dark appearance's colour if it has one, else the
    /// universal one. Components are written as `0.694`, `0xB1` or `177`.
    package static func colorSet(at url: URL) -> ColorSet? {
        guard let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = object["colors"] as? [[String: Any]] else { return nil }
        func isDark(_ entry: [String: Any]) -> Bool {
            (entry["appearances"] as? [[String: Any]])?.contains { $0["value"] as? String == "dark" } ?? false
        }
        let chosen = entries.first { isDark($0) && $0["color"] != nil } ?? entries.first { $0["color"] != nil }
        guard let components = (chosen?["color"] as? [String: Any])?["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            let text = (components[key] as? String) ?? (components[key] as? NSNumber)?.stringValue
            guard let text else { return nil }
            if text.hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
            guard let number = Double(text) else { return nil }
            return text.contains(".") || number <= 1 ? number : number / 255
        }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return ColorSet(name: url.deletingPathExtension().lastPathComponent, red: red, green: green, blue: blue, alpha: value("alpha") ?? 1)
    }

    /// SwiftUI's own colours: an asset named `Green` gets no `Color.green` of its own (Xcode
    /// leaves out a symbol that would collide with one; `Color("Green")` still reads the set).
    static let systemColors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor", "accent",
    ]

    /// Xcode's symbol for an asset: lower camel case of its name's words, a colour's trailing
    /// "Color" dropped (`DuringColor` → `during`, `logo-expanded` → `logoExpanded`).
    package static func symbol(for name: String, isColor: Bool) -> String? {
        var base = name
        if isColor, base.count > 5, base.hasSuffix("Color") { base.removeLast(5) }
        let words = base.split { !($0.isLetter || $0.isNumber) }
        guard let first = words.first else { return nil }
        let head = first.prefix(1).lowercased() + first.dropFirst()
        let symbol = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let start = symbol.first, start.isLetter || start == "_" else { return "_" + symbol }
        return symbol
    }

    /// The generated Swift file, or nil when the folder has no catalogue. A symbol the folder
    /// declares itself (`static let brand`) is not generated again.
    package func swiftFile(declarations: WidgetSourceDeclarations) -> String? {
        guard !colors.isEmpty || !images.isEmpty else { return nil }
        let isDeclared = declarations.declaresStaticMember
        let registered = colors.map { "(\(swiftStringLiteral($0.name)), Color(red: \($0.red), green: \($0.green), blue: \($0.blue), opacity: \($0.alpha)))" }
        var lines = [
            "// Written by island (docs/WidgetFolders.md) from the folder's asset catalogues.",
            "import TermIsland", "",
            "@section(\"\(RecordsSection.name)\") @used",
            "private let termIslandAssetColors: IslandRegistry.WidgetRegistryRecord = { value in",
            "    value.initializeMemory(as: Any.self, repeating: WidgetPreviews.AssetColors([\(registered.joined(separator: ", "))]) as Any, count: 1)",
            "}",
        ]
        let colorSymbols = colors.compactMap { color in Self.symbol(for: color.name, isColor: true).map { ($0, color.name) } }
            .filter { !isDeclared($0.0) && !Self.systemColors.contains($0.0) }
        if !colorSymbols.isEmpty {
            lines += ["", "extension ColorResource {"] + colorSymbols.map { "    static let \($0.0) = ColorResource(name: \(swiftStringLiteral($0.1)))" } + ["}"]
            lines += ["", "extension Color {"] + colorSymbols.map { "    static var \($0.0): Color { Color(.\($0.0)) }" } + ["}"]
            lines += ["", "extension ShapeStyle where Self == Color {"] + colorSymbols.map { "    static var \($0.0): Color { Color(.\($0.0)) }" } + ["}"]
        }
        let imageSymbols = images.compactMap { name in Self.symbol(for: name, isColor: false).map { ($0, name) } }.filter { !isDeclared($0.0) }
        if !imageSymbols.isEmpty {
            lines += ["", "extension ImageResource {"] + imageSymbols.map { "    static let \($0.0) = ImageResource(name: \(swiftStringLiteral($0.1)))" } + ["}"]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
