import Foundation
@testable import IslandUI
import Testing

/// docs/IslandUI.md's map has a row for every primitive a view resolves to (`ViewNode.Kind`,
/// each case named by `primitive`, whose switch has no default), no row for one that is gone,
/// and every file it names is there.
@Suite("The map of IslandUI's primitives")
struct PrimitiveMapTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The map's rows: the primitive each names, and its cells.
    static func rows() throws -> [(primitive: String, cells: [String])] {
        let guide = try String(contentsOf: root.appendingPathComponent("docs/IslandUI.md"), encoding: .utf8)
        let marker = "<!-- checked by Tests/IslandUITests/PrimitiveMapTests.swift"
        guard let start = guide.range(of: marker) else { return [] }
        var rows: [(String, [String])] = []
        for line in guide[start.upperBound...].split(separator: "\n").dropFirst(3) {
            guard line.hasPrefix("| `") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            rows.append((cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells))
        }
        return rows
    }

    @Test func everyPrimitiveHasItsRowAndNoRowIsStale() throws {
        let named = try Self.rows().map(\.primitive)
        #expect(!named.isEmpty, "docs/IslandUI.md has the map, under its marker")
        #expect(named == ViewNode.Kind.Primitive.allCases.map(\.rawValue),
                "one row a primitive, in the order of ViewNode.Kind")
        #expect(Set(named).count == named.count, "no primitive twice")
    }

    @Test func everyFileTheMapNamesIsThere() throws {
        let sources = Self.root.appendingPathComponent("Sources/IslandUI")
        for row in try Self.rows() {
            let paths = row.cells.joined(separator: " ").matches(of: /`([A-Za-z+\/]+(?:\.swift|\/))`/).map { String($0.1) }
            for path in paths {
                #expect(FileManager.default.fileExists(atPath: sources.appendingPathComponent(path).path),
                        "\(row.primitive): Sources/IslandUI/\(path)")
            }
        }
    }

    /// The rows' names are the primitives' own: a resolved view says which it is.
    @Test func aResolvedViewNamesItsPrimitive() {
        let renderer = ViewRenderer(environment: EnvironmentValues())
        #expect(renderer.resolve(Text("a")).kind.primitive == .text)
        #expect(renderer.resolve(Text("a").padding(8)).kind.primitive == .padding)
        #expect(renderer.resolve(Spacer()).kind.primitive == .spacer)
    }
}
