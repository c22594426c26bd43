import Testing
import TerminalCanvas

/// The differential test bites: with one field left out of a cache key (`PlantedKeyOmission`,
/// the bug a reuse path's key invites), reuse draws what reuse off does not, and the test sees
/// it in some example or scenario.
@Suite("A cache key one field short fails the differential test")
struct PlantedKeyOmissionTests {
    @Test(arguments: PlantedKeyOmission.allCases)
    func isSeen(_ omission: PlantedKeyOmission) throws {
        var found: String?
        for testCase in DifferentialCase.all where found == nil {
            found = try ReuseDifferential(testCase: testCase, planted: omission).run().difference
        }
        #expect(found != nil, "no example or scenario drew otherwise with \(omission.rawValue) planted")
        // What was seen, for the log: which case, step and rows gave the planted bug away.
        if let found { print("planted \(omission.rawValue): \(found)") }
    }
}
