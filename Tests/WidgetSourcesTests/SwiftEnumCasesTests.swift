import SwiftSourceText
import Testing
@testable import WidgetSources

/// The first case of each enum a widget's file declares, read for placeholders.
@Suite("Enums' first cases, read from source")
struct SwiftEnumCasesTests {
    @Test func everyEnumsFirstCaseIsReadWithItsNestingAndRawValue() {
        let source = #"""
            struct Order: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    // enum Commented: String { case no }
                    enum Phase: Codable { case waiting(since: Date), done }
                    var phase: Phase
                    var label: String { switch phase { case .waiting: "w"; case .done: "d" } }
                }
                enum Tier: String, Codable {
                    case gold = "G", silver
                    var text: String { "case fake = \"x\"" }
                }
            }
            extension Order.ContentState {
                enum Level: Int, Codable { case low = -2, high }
                enum Kind: String, Codable, CaseIterable { case a }
            }
            private enum Named: String { case first, second }
            enum Counted: UInt8 { indirect case one }
            enum Empty: Codable {}
            """#
        #expect(SwiftEnumCases(source).firstCases == [
            .init(typeName: "Order.ContentState.Phase", caseName: "waiting", rawValue: nil, isCaseIterable: false),
            .init(typeName: "Order.Tier", caseName: "gold", rawValue: .string("G"), isCaseIterable: false),
            .init(typeName: "Order.ContentState.Level", caseName: "low", rawValue: .integer(-2), isCaseIterable: false),
            .init(typeName: "Order.ContentState.Kind", caseName: "a", rawValue: .string("a"), isCaseIterable: true),
            .init(typeName: "Named", caseName: "first", rawValue: .string("first"), isCaseIterable: false),
            .init(typeName: "Counted", caseName: "one", rawValue: .integer(0), isCaseIterable: false),
        ])
    }

    @Test func theGeneratedFileRegistersEveryEnumNotCaseIterable() throws {
        let file = try #require(EnumCaseFile.file(for: [
            "enum Phase: Codable { case waiting(Int), done }\nenum Tier: String, Codable { case gold = \"G\" }",
            "enum Stage: String, Codable, CaseIterable { case one }\nenum Level: Int { case low }",
        ]))
        #expect(file.name == "__TermIslandEnumCases.swift")
        #expect(file.text == """
            // Written by island (docs/WidgetFolders.md): the first case of each enum the folder
            // declares that is not CaseIterable, for the placeholders of widgets without a #Preview.
            import TermIsland

            @section("\(RecordsSection.name)") @used
            private let termIslandEnumCases: IslandRegistry.WidgetRegistryRecord = { value in
                value.initializeMemory(as: Any.self, repeating: WidgetPreviews.EnumFirstCases([
                    LiveActivity.PlaceholderEnumCase("Phase", case: "waiting", rawValue: nil),
                    LiveActivity.PlaceholderEnumCase("Tier", case: "gold", rawValue: .string("G")),
                    LiveActivity.PlaceholderEnumCase("Level", case: "low", rawValue: .integer(0)),
                ]) as Any, count: 1)
            }

            """)
        #expect(EnumCaseFile.file(for: ["enum Stage: String, CaseIterable { case one }", "struct A {}"]) == nil)
    }
}
