import LiveActivity
import Testing

/// Two findings are the same only when every part is: rule, words, part, device and place (the
/// mutation run found a finding on the same device and line taken for another rule's).
@Test func findingsAreEqualOnlyInEveryPart() {
    let base = LintFinding(rule: .lockScreenHeight, message: "too tall", part: .lockScreen, device: .iPhone15Pro)
    #expect(base == LintFinding(rule: .lockScreenHeight, message: "too tall", part: .lockScreen, device: .iPhone15Pro))
    #expect(base != LintFinding(rule: .compactFit, message: "too tall", part: .lockScreen, device: .iPhone15Pro))
    #expect(base != LintFinding(rule: .lockScreenHeight, message: "cut", part: .lockScreen, device: .iPhone15Pro))
    #expect(base != LintFinding(rule: .lockScreenHeight, message: "too tall", part: .minimal, device: .iPhone15Pro))
    #expect(base != LintFinding(rule: .lockScreenHeight, message: "too tall", part: .lockScreen, device: .iPhoneSE))
}
