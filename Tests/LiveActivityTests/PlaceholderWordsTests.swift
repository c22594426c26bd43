@testable import LiveActivity
import Testing

/// A placeholder names a field in words, as a person would read the key: camel case, snake
/// case and kebab case split into capitalised words (the mutation run found the hyphen unpinned).
@Test func aKeyIsReadAsWords() {
    #expect(PlaceholderValues.words("driverName") == "Driver Name")
    #expect(PlaceholderValues.words("eta_minutes") == "Eta Minutes")
    #expect(PlaceholderValues.words("pick-up-time") == "Pick Up Time")
    #expect(PlaceholderValues.words("gate") == "Gate")
    #expect(PlaceholderValues.words("ETA") == "ETA")
}
