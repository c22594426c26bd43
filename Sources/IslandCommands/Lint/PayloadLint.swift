import ActivityRuntime
import Foundation
import IslandCommandLine
import IslandExamples
import IslandInputs
import TermIsland

/// `island lint <payload.json> --kind NAME`: a push payload checked offline as the device will
/// read it, for a backend's CI: APNs's rules first (`PushPayload.parse`), then its content state
/// (and a start's attributes) decoded into the kind's own types as ActivityKit decodes them
/// (`ActivityKind.readPushed`). One finding of rule `push-decodes` when the device would drop it.
enum PayloadLint {
    static func run(_ file: GivenFile, kindName: String?, format: OutputFormat) throws -> Int32 {
        let payload: PushPayload
        do { payload = try PushPayload.parse(file.data, file: file.name) } catch { throw UsageError(error) }
        let named = try kindName.map { name in
            GivenFile.isFile(name) ? try ExampleLookup.describedExample(at: name)
                : try ExampleLookup.example(name, errorPrefix: "--kind: ", hint: "island list shows them; a views.json works too")
        }
        guard let example = named ?? payload.attributesType.flatMap(Example.withAttributesType) else {
            throw UsageError("\(file.name): --kind names the activity whose types read this \(payload.event.rawValue)"
                             + (payload.event == .start ? " (no example draws \"\(payload.attributesType ?? "")\")" : "")
                             + ": island lint \(file.name) --kind pizza-delivery")
        }
        var findings: [(subject: String, finding: LintFinding)] = []
        if let error = example.kind.problem(attributes: payload.event == .start ? payload.attributes : nil,
                                            state: payload.contentState, source: .push) {
            let key = error.part == .attributes ? "attributes" : "content-state"
            let message = "the device drops this \(payload.event.rawValue): $.aps[\"\(key)\"]: \(error)"
            findings.append((example.name, LintFinding(rule: .pushDecodes, message: message, part: .state, device: nil,
                                                       location: LintLocation(file: file.name, line: line(of: "\"\(key)\"", in: file.data)))))
        }
        return LintCommand.write(findings, format)
    }

    /// The first line holding `text`, 1 when none does.
    static func line(of text: String, in data: Data) -> Int {
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.contains(text) } ?? 0) + 1
    }
}
