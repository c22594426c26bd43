import Foundation
import SwiftSourceText

/// What `#Preview(…) { … }` expands to. The macro's arguments are already type-checked against
/// its declaration when the plugin sees them, so the plugin needs no parser: it finds the
/// `#Preview` keyword after the leading comments and attributes, and hands everything after it
/// (the argument list and the trailing closures, untouched) to `PreviewSite.preview`, whose
/// overloads mirror the macro's. The result is a record in the program's records section:
///
///     @section("termisland_records") @used
///     private let $s…7previewfMu_: WidgetRegistryRecord = { value in
///         value.initializeMemory(as: Any.self, repeating: WidgetPreviews.PreviewRecord(name: "Ordered", site: …) {
///             WidgetPreviews.PreviewSite(fileID: "W/Live.swift", filePath: "/…/Live.swift", line: 42)
///                 .preview("Ordered", as: .content, using: …) { … } contentStates: { … }
///         } as Any, count: 1)
///     }
///
/// The name is a unique macro name (the compiler's discriminator, then `7previewfMu_`), which
/// the compiler allows a macro to introduce at file scope. Errors in the user's closures are
/// reported at the user's own lines: the closures keep their source positions.
enum PreviewExpansion {
    struct Place {
        var fileID: String
        var filePath: String
        var line: Int
        var offset: Int
    }

    struct Problem: Error {
        var message: String
        var offset: Int
    }

    /// The section's name in the object format this plugin's compiler targets: the plugin
    /// runs on the machine it builds for.
    static let section = RecordsSection.name

    static func expand(_ source: String, at place: Place, discriminator: String) -> Result<String, Problem> {
        let scalars = Array(source.unicodeScalars)
        guard let keyword = SwiftTokens.macroKeywordOffset(in: scalars) else {
            return .failure(Problem(message: "TermIsland's #Preview could not find the macro in its own source", offset: 0))
        }
        let afterKeyword = keyword + "#Preview".unicodeScalars.count
        let rest = String(String.UnicodeScalarView(scalars[afterKeyword...]))
        if rest.first == "<" {
            return .failure(Problem(message: "TermIsland's #Preview takes no explicit generic arguments; let them be inferred",
                                    offset: utf8Offset(of: afterKeyword, in: scalars)))
        }
        // The location is the start of the leading trivia; the keyword's own line is later by
        // the line breaks before it.
        let line = place.line + scalars[..<keyword].filter { $0 == "\n" }.count
        let site = "WidgetPreviews.PreviewSite(fileID: \(swiftStringLiteral(place.fileID)), filePath: \(swiftStringLiteral(place.filePath)), line: \(line))"
        let name = discriminator + "7previewfMu_"
        let title = givenName(rest).map(swiftStringLiteral) ?? "nil"
        // The preview is made when it is asked for, not when the records are listed: a preview
        // that crashes is then one preview's crash, in a process of its own (PreviewIsolation).
        return .success("""
            @section("\(section)") @used
            private let \(name): IslandRegistry.WidgetRegistryRecord = { value in
                value.initializeMemory(as: Any.self, repeating: WidgetPreviews.PreviewRecord(name: \(title), site: \(site)) {
                    \(site).preview\(rest)
                } as Any, count: 1)
            }
            """)
    }

    /// The preview's name when its first argument is a plain string literal (`("Ordered", …`),
    /// known before the preview is made; nil for no name, or one with escapes or interpolation.
    static func givenName(_ arguments: String) -> String? {
        var rest = Substring(arguments)
        guard rest.first == "(" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\n" }
        guard rest.first == "\"", !rest.hasPrefix("\"\"\"") else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let name = rest[..<end]
        return name.contains("\\") || name.contains("\n") ? nil : String(name)
    }

    private static func utf8Offset(of index: Int, in scalars: [Unicode.Scalar]) -> Int {
        scalars[..<index].reduce(0) { $0 + String($1).utf8.count }
    }
}

extension PreviewExpansion.Place {
    /// The place as the user's file has it when the compiled file is `island`'s copy of it
    /// (`IPhoneConditions`): the compiler gives a macro the copy's path and physical line, one
    /// more than the user's for the `#sourceLocation` line at the top.
    func presumed() -> Self {
        guard let handle = FileHandle(forReadingAtPath: filePath) else { return self }
        defer { try? handle.close() }
        let start = String(decoding: handle.readData(ofLength: 4096), as: UTF8.self)
        guard let firstLine = start.split(separator: "\n", maxSplits: 1).first,
              let user = IPhoneConditions.userPath(inDirective: firstLine) else { return self }
        let module = fileID.split(separator: "/").first.map(String.init) ?? ""
        return Self(fileID: module + "/" + (user as NSString).lastPathComponent, filePath: user, line: line - 1, offset: offset)
    }
}
