import Foundation
import Testing
@testable import IslandCommandLine
@testable import IslandCommands

/// The files these tests compare with, beside the other snapshots (they are not the target's sources).
private let lintFiles = repositoryRoot.appendingPathComponent("Tests/IslandCommandTests/__Snapshots__/Lint")
private let voiceOverFiles = repositoryRoot.appendingPathComponent("Tests/IslandCommandTests/__Snapshots__/VoiceOver")

/// `island lint` run on one of the files here; paths in its output are from the repository's root.
private func lint(_ file: String, _ options: String...) -> CommandLineRun {
    CommandLineRun(["lint", lintFiles.appendingPathComponent(file).path] + options)
}

private func fromRoot(_ text: String) -> String {
    text.replacingOccurrences(of: repositoryRoot.path + "/", with: "")
}

private func expected(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

@Suite("island lint")
struct LintCommandTests {
    @Test func anErrorExits1AndEachFindingSaysWhereWhatAndOnWhichDevice() throws {
        let run = lint("tall.json", "--device", "iphone-15-pro")
        #expect(run.status == 1, "\(run)")
        #expect(fromRoot(run.output) == (try expected(lintFiles.appendingPathComponent("tall.txt"))))
        #expect(run.errors.isEmpty)
    }

    @Test func sarifIsWrittenWhole() throws {
        let run = lint("tall.json", "--device", "iphone-15-pro", "--format", "sarif")
        #expect(run.status == 1, "\(run)")
        #expect(fromRoot(run.output) == (try expected(lintFiles.appendingPathComponent("tall.sarif"))))
        let log = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
    }

    @Test func onlyWarningsExit0() {
        let run = CommandLineRun("lint", "pizza-delivery")
        #expect(run.status == 0, "\(run)")
        #expect(run.output.hasSuffix("0 errors, 4 warnings\n"))
        #expect(run.output.contains("Sources/IslandExamples/Example.swift:"), "an example points at its declaration")
    }

    @Test func nothingFoundExits0() {
        let run = lint("calm.json")
        #expect(run.status == 0, "\(run)")
        #expect(run.output == "no findings\n")
    }

    @Test(arguments: [
        (["lint"], "island: lint needs an example, a .json file of described views or a widget folder (island list shows the examples)"),
        (["lint", "piza"], "island: unknown example \"piza\"; did you mean \"pizza-delivery\"? (island list shows them all; a widget folder works too; a .json file of described views works too)"),
        (["lint", "pizza-delivery", "flight"], "island: unexpected argument \"flight\": lint checks one example, views file or widget folder at a time"),
        (["lint", "pizza-delivery", "--format", "svg"], "island: --format: lint writes text or sarif, got \"svg\""),
        (["lint", "pizza-delivery", "--format", "xml"], "island: --format: expected text, styled, ansi, svg, voiceover or sarif, got \"xml\""),
        (["lint", "pizza-delivery", "--at", "5m"], "island: unknown option --at"),
        (["snapshot", "pizza-delivery", "--format", "sarif"], "island: --format sarif is island lint's; snapshot and gallery write text, styled, ansi, svg or voiceover"),
    ])
    func usageErrorsExit2(_ arguments: [String], _ message: String) {
        let run = CommandLineRun(arguments)
        #expect(run.status == 2, "\(run)")
        #expect(run.errorLines.first == message)
        #expect(run.output.isEmpty)
    }

    @Test func aMissingViewsFileExits2() {
        let run = CommandLineRun("lint", "/nonexistent/views.json")
        #expect(run.status == 2, "\(run)")
    }
}

@Suite("island snapshot --format voiceover")
struct VoiceOverFormatTests {
    @Test(arguments: ["pizza-delivery", "emoji-rangers", "sports-score"])
    func whatVoiceOverReadsOfEveryPresentation(_ example: String) throws {
        let run = CommandLineRun("snapshot", example, "--format", "voiceover")
        #expect(run.status == 0, "\(run)")
        #expect(run.output == (try expected(voiceOverFiles.appendingPathComponent("\(example).txt"))))
    }
}

/// `island lint <payload.json> --kind`: a push payload read as the device reads it, for a
/// backend's CI: a payload the device would drop is a `push-decodes` error at its key's line.
@Suite("island lint of a push payload")
struct PayloadLintCommandTests {
    let payloads = repositoryRoot.appendingPathComponent("docs/examples/payloads")

    @Test func aPayloadTheDeviceWouldDropIsAnErrorAtItsKeysLine() {
        let run = CommandLineRun("lint", payloads.appendingPathComponent("misspelt.json").path, "--kind", "pizza-delivery")
        #expect(run.status == 1, "\(run)")
        #expect(fromRoot(run.output) == """
            docs/examples/payloads/misspelt.json:5: error: [push-decodes] pizza-delivery: the device drops this update: $.aps["content-state"]: \
            the content state for PizzaDeliveryAttributes: $: missing required key "driverName"; the data has "driverNam": did you mean "driverName"?
              Apple: https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications
            1 error, 0 warnings

            """)
    }

    @Test func aPayloadThatDecodesHasNoFindingsAndAStartFindsItsKindByItsType() {
        let update = CommandLineRun("lint", payloads.appendingPathComponent("update-pizza.json").path, "--kind", "pizza-delivery")
        #expect(update.status == 0 && update.output == "no findings\n", "\(update)")
        let start = CommandLineRun("lint", repositoryRoot.appendingPathComponent("docs/scenarios/payloads/start-pizza.json").path)
        #expect(start.status == 0 && start.output == "no findings\n", "\(start)")
    }

    @Test func sarifCarriesThePushFinding() throws {
        let run = CommandLineRun("lint", payloads.appendingPathComponent("text-dates.json").path, "--kind", "pizza-delivery", "--format", "sarif")
        #expect(run.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let results = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count == 1)
        #expect(results.first?["ruleId"] as? String == "push-decodes")
        #expect((results.first?["message"] as? [String: Any])?["text"] as? String
                == #"pizza-delivery: the device drops this update: $.aps["content-state"]: the content state for PizzaDeliveryAttributes: $.deliveryTimer[0]: expected a date as ActivityKit decodes one, a number of seconds since 2001-01-01 (JSONDecoder's default), got the string "2027-01-15T08:00:00Z"; that moment is 821692800"#)
    }

    @Test func anUpdateWithoutAKindSaysWhatToGiveAndKindIsOnlyForPayloads() {
        let update = CommandLineRun("lint", payloads.appendingPathComponent("update-pizza.json").path)
        #expect(update.status == 2)
        #expect(update.errors.contains("--kind names the activity whose types read this update"), "\(update)")
        let views = CommandLineRun("lint", "pizza-delivery", "--kind", "flight")
        #expect(views.status == 2 && views.errors.contains("--kind is for push payloads"), "\(views)")
        let unknown = CommandLineRun("lint", payloads.appendingPathComponent("update-pizza.json").path, "--kind", "piza")
        #expect(unknown.status == 2 && unknown.errors.contains(#"did you mean "pizza-delivery"?"#), "\(unknown)")
    }
}
