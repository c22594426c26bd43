import Foundation
import IslandExamples
import LiveActivity
import Testing

/// What the differential test plays: an example's activity alone, or a shipped scenario, on a
/// device.
struct DifferentialCase: Sendable, CustomTestStringConvertible {
    enum Source: Sendable {
        /// `island preview <example>`.
        case example(String)
        /// `island preview docs/scenarios/<name>.json`.
        case scenario(String)
    }

    let source: Source
    let device: DeviceProfile

    /// An island of the usual size, the larger one, and none (the island's presentations drawn
    /// as banners).
    static let devices: [DeviceProfile] = [.iPhone15Pro, .iPhone15ProMax, .iPhoneSE]

    /// The shipped scenarios, every one in docs/scenarios.
    static var scenarioNames: [String] {
        let folder = PreviewTesting.packageRoot.appendingPathComponent("docs/scenarios")
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Every example and every scenario, on every device of `devices`.
    static var all: [DifferentialCase] {
        let sources = Example.all.map { Source.example($0.name) } + scenarioNames.map { Source.scenario($0) }
        return sources.flatMap { source in devices.map { DifferentialCase(source: source, device: $0) } }
    }

    var name: String {
        switch source {
        case .example(let name): name
        case .scenario(let name): "docs/scenarios/\(name).json"
        }
    }

    var testDescription: String { "\(name) on \(device.name)" }
}
