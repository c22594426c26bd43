import Testing

/// Issue 36: every cache, memo and reuse path (docs/DESIGN.md, "Caches and reuse") draws what
/// computing from scratch draws. For every example and every shipped scenario, on three
/// devices, the same inputs (`DifferentialInput.script`: keys, pushes by the session and over
/// HTTP, scenario steps, time travel, a resize, a theme and a device change, a `--watch`
/// reload) are given to a previewer with reuse and one with reuse off, and their screens are
/// compared cell for cell after every step.
///
/// Run by `swift test`, so by `.ci/run`.
@Suite("Reuse off draws what reuse draws")
struct ReuseDifferentialTests {
    @Test(arguments: DifferentialCase.all)
    func everyFrameIsTheSameWithReuseOff(_ testCase: DifferentialCase) throws {
        let outcome = try ReuseDifferential(testCase: testCase).run()
        #expect(outcome.difference == nil, "\(outcome.difference ?? "")")
        // Every step was compared: the script ran to its end, its pushes and reload taken.
        #expect(outcome.comparisons > DifferentialInput.script.count)
        #expect(outcome.answers.filter { if case .push("0A1B2C3D", _)? = $0 { true } else { false } }.count == 2, "\(outcome.answers)")
        #expect(outcome.answers.contains { if case .reloaded? = $0 { true } else { false } }, "\(outcome.answers)")
    }
}
