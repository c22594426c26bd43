import Foundation
import LiveActivity
import SwiftSourceText

/// Where a widget's files call a declaration that does nothing here (`InertDeclaration.all`):
/// `.sensoryFeedback(…)`, `.onTapGesture {`, `.backgroundTask(…)`. Read from the tokens, so a
/// call in a comment or a string is not one; a call is a dot, the name, then `(` or a trailing
/// closure's `{`, which a property of the same name (`.task` as a value) is not; a protocol's is
/// its name after `:` or `,` in a type's declaration (`struct Map: UIViewRepresentable`).
package struct InertCall: Equatable, Sendable {
    package let declaration: InertDeclaration
    /// Relative to the files' root, as `WidgetSourceFiles.files` lists it.
    package let file: String
    package let line: Int
}

extension InertCall {
    /// The calls in one file's source, in the order written.
    package static func calls(in source: String, file: String) -> [InertCall] {
        let tokens = SwiftTokens.of(source)
        var calls: [InertCall] = []
        for index in tokens.indices.dropFirst().dropLast() where tokens[index].isWord {
            guard let declaration = InertDeclaration.named(tokens[index].text) else { continue }
            let before = tokens[index - 1].text
            // A conformance: the protocol in a type's list after `:` (`struct Map: UIViewRepresentable`).
            if declaration.owner == .conformance {
                if before == ":" || before == "," { calls.append(InertCall(declaration: declaration, file: file, line: tokens[index].line)) }
                continue
            }
            guard before == "." else { continue }
            let next = tokens[index + 1]
            // Adjacent: `.task(` or `.task {`, not `.task` followed by an unrelated brace on its own line.
            guard next.text == "(" || (next.text == "{" && next.line == tokens[index].line) else { continue }
            calls.append(InertCall(declaration: declaration, file: file, line: tokens[index].line))
        }
        return calls
    }
}

extension WidgetSourceFiles {
    /// Every inert call in the widget's files, file by file.
    package func inertCalls() -> [InertCall] {
        files.flatMap { file in
            InertCall.calls(in: (try? String(contentsOf: url(of: file), encoding: .utf8)) ?? "", file: file)
        }
    }
}
