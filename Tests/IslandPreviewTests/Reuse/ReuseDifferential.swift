import ActivityRuntime
import Foundation
import IslandInputs
@testable import IslandPreview
import IslandPushServer
import TerminalBackends
import TerminalCanvas

/// Two previewers of one case, one with reuse and one with `TERMISLAND_NO_REUSE`'s reuse off,
/// given the same inputs at the same moments (`DifferentialInput.script`); after every step of
/// either loop their screens must be the same, cell for cell (`FrameDifference`).
struct ReuseDifferential {
    let testCase: DifferentialCase
    /// A key field left out in the run with reuse (the proof that differences are seen).
    var planted: PlantedKeyOmission?
    var script = DifferentialInput.script

    /// What the comparison found: the steps compared, and the first difference, told with its
    /// case, device, input and time.
    struct Outcome {
        var comparisons = 0
        var difference: String?
        /// What the status line said after each push and reload, with reuse off: that each
        /// was taken (the inputs reached the previewer, not only its socket).
        var answers: [PreviewAnswer?] = []
    }

    func run() throws -> Outcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termisland-reuse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The scenarios copied, so the views file `--watch` sees change is this run's own.
        try FileManager.default.copyItem(at: PreviewTesting.packageRoot.appendingPathComponent("docs/scenarios"), to: folder)
        let watched = folder.appendingPathComponent("views/parking.json")
        let testCase = testCase
        func session() throws -> PreviewSession {
            var scenario: Scenario
            switch testCase.source {
            case .example(let name): scenario = try IslandPreview.scenario(for: name, app: "Pizza")
            case .scenario(let name): scenario = try Scenario.load(from: folder.appendingPathComponent("\(name).json"))
            }
            scenario.device = testCase.device
            return PreviewSession(scenario: scenario, kinds: PreviewTesting.kinds)
        }
        func registry(_ name: String) -> PreviewerRegistry {
            PreviewerRegistry(environment: ["TERMISLAND_RUNTIME_DIR": folder.appendingPathComponent("run-\(name)").path])
        }
        let size = Size(width: 150, height: 40)
        let reused = try DrivenPreview(reuseIsOff: false, planted: planted, size: size, registry: registry("on"), watched: watched, session: session)
        let fresh = try DrivenPreview(reuseIsOff: true, size: size, registry: registry("off"), watched: watched, session: session)
        let runs = [reused, fresh]

        var outcome = Outcome()
        var time = 0.0
        var reloads = 0, pushes = 0
        func compare(_ step: String) -> Bool {
            outcome.comparisons += 1
            guard let difference = FrameDifference.between(reused: reused.screen, fresh: fresh.screen) else { return true }
            let planted = planted.map { " (planted: \($0.rawValue))" } ?? ""
            outcome.difference = "\(testCase.testDescription)\(planted): after \(step) at \(time) s, reuse on and reuse off drew "
                + "different frames; \(difference)"
            return false
        }
        func step(_ event: InputEvent? = nil, by seconds: Double = 0.01) throws {
            time += seconds
            for run in runs { try run.step(at: time, event: event) }
        }

        try step(by: 0)
        guard compare("the first frame") else { return outcome }
        for (index, input) in script.enumerated() {
            let label = "step \(index + 1) (\(input))"
            switch input {
            case .wait(let seconds):
                for tick in 0..<Int((seconds * 4).rounded()) {
                    try step(by: 0.25)
                    guard compare("\(label), tick \(tick + 1)") else { return outcome }
                }
                continue
            case .key(let key):
                try step(.key(key, []))
            case .type(let text):
                for character in text {
                    try step(.key(.character(character), []))
                    guard compare("\(label), \"\(character)\"") else { return outcome }
                }
                continue
            case .httpPush:
                if let (payload, id, app) = try Self.update(for: reused.session) {
                    pushes += 1
                    let apnsID = String(format: "0A1B2C3D-0000-4000-8000-%012d", pushes)
                    for run in runs { _ = try run.post(payload, to: id, app: app, apnsID: apnsID) }
                }
                // The loop looks for pushes ten times a second.
                try step(by: PreviewPushes.interval + 0.05)
                outcome.answers.append(fresh.session.flash)
            case .resize(let size):
                for run in runs { run.backend.resize(to: size) }
                try step(.resize(size))
            case .reload:
                reloads += 1
                try Self.change(watched, reloads)
                try step(by: FileWatch.interval + 0.05)
                outcome.answers.append(fresh.session.flash)
            }
            guard compare(label) else { return outcome }
        }
        return outcome
    }

    /// An update for the selected activity (else the first): its kind's preview state of a
    /// later moment, with an alert, a second after now. Nil when there is no activity.
    static func update(for session: PreviewSession) throws -> (payload: Data, id: String, app: String)? {
        let records = session.system.records
        guard let record = records.first(where: { $0.id == session.selectedID }) ?? records.first else { return nil }
        let drawn = session.run.activities[record.id]
        let later = session.now.addingTimeInterval(1500)
        let state = drawn?.kind.preview?(later, 1500).data.state ?? record.stateJSON
        let timestamp = Int(session.now.timeIntervalSince1970) + 1
        let payload = #"{"aps": {"timestamp": \#(timestamp), "event": "update", "content-state": \#(String(decoding: state, as: UTF8.self)), "#
            + #""alert": {"title": "Reuse differential", "body": "a pushed state"}}}"#
        return (Data(payload.utf8), record.id, record.app)
    }

    /// The watched views file, changed as an editor's save changes it: a word of the parking
    /// views (which the parking scenario draws), and a modification time of its own.
    static func change(_ file: URL, _ number: Int) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #""text": "Until""#, with: #""text": "Paid till""#).utf8).write(to: file)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_800_000_000 + Double(number) * 10)],
                                              ofItemAtPath: file.path)
    }
}
