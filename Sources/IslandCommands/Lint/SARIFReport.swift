import Foundation
import IslandCommandLine
import IslandInputs
import TermIsland

/// `island lint --format sarif`: the findings as a SARIF 2.1.0 log, which GitHub code scanning
/// shows on a pull request's lines (upload it with `github/codeql-action/upload-sarif`).
///
/// The least a valid log needs and code scanning reads: the tool and every rule it checks (id,
/// summary, Apple's page as its help, its default level), and each result's rule, level,
/// message and location (a file relative to the repository's root, and a line).
enum SARIFReport {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func log(_ findings: [(subject: String, finding: LintFinding)]) -> String {
        let rules: [JSONValue] = LintRule.allCases.map { rule in
            .object([
                "id": .string(rule.rawValue),
                "shortDescription": ["text": .string(rule.summary)],
                "helpUri": .string(rule.documentation),
                "defaultConfiguration": ["level": .string(rule.severity.rawValue)],
            ])
        }
        let results: [JSONValue] = findings.map { subject, finding in
            var result: [String: JSONValue] = [
                "ruleId": .string(finding.rule.rawValue),
                "ruleIndex": .number(Double(LintRule.allCases.firstIndex(of: finding.rule) ?? 0)),
                "level": .string(finding.severity.rawValue),
                "message": ["text": .string("\(subject)\(finding.device.map { " on \($0.name)" } ?? ""): \(finding.message)")],
            ]
            if let location = finding.location {
                result["locations"] = [.object(["physicalLocation": [
                    "artifactLocation": ["uri": .string(location.file)],
                    "region": ["startLine": .number(Double(location.line))],
                ]])]
            }
            if let device = finding.device { result["properties"] = ["device": .string(device.identifier)] }
            return .object(result)
        }
        let log: JSONValue = [
            "$schema": .string(schema),
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "island lint",
                    "version": .string(Island.version),
                    "rules": .array(rules),
                ]],
                "results": .array(results),
            ]],
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // A JSONValue always encodes: every case is JSON.
        let data = (try? encoder.encode(log)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
