import SwiftSourceText

/// The generated file that lists the first case of each enum a widget's files declare whose
/// cases the type system cannot list (not `CaseIterable`): a placeholder of a state that holds
/// one is then that case (docs/WidgetFolders.md, "A folder with no #Preview").
package enum EnumCaseFile {
    package static let name = "__TermIslandEnumCases.swift"

    /// The file for the enums of `texts` (each file's source), or nil when there is none to list.
    package static func file(for texts: [String]) -> GeneratedFile? {
        let cases = texts.flatMap { SwiftEnumCases($0).firstCases }.filter { !$0.isCaseIterable }
        guard !cases.isEmpty else { return nil }
        let entries = cases.map { first in
            let raw: String
            switch first.rawValue {
            case .string(let text): raw = ".string(\(swiftStringLiteral(text)))"
            case .integer(let number): raw = ".integer(\(number))"
            case nil: raw = "nil"
            }
            return "        LiveActivity.PlaceholderEnumCase(\(swiftStringLiteral(first.typeName)), case: \(swiftStringLiteral(first.caseName)), rawValue: \(raw)),"
        }
        let text = """
            // Written by island (docs/WidgetFolders.md): the first case of each enum the folder
            // declares that is not CaseIterable, for the placeholders of widgets without a #Preview.
            import TermIsland

            @section("\(RecordsSection.name)") @used
            private let termIslandEnumCases: IslandRegistry.WidgetRegistryRecord = { value in
                value.initializeMemory(as: Any.self, repeating: WidgetPreviews.EnumFirstCases([
            \(entries.joined(separator: "\n"))
                ]) as Any, count: 1)
            }

            """
        return GeneratedFile(name: name, text: text)
    }
}
