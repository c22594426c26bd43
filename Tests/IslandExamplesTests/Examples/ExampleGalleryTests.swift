import Foundation
import Testing
import IslandExamples
import TermIsland

/// The gallery as a whole: every example listed once, and every SF Symbol they draw known.
@Suite("Example gallery")
struct ExampleGalleryTests {
    @Test func everyExampleIsListedOnceInOrder() {
        #expect(Example.all.map(\.name) == [
            "pizza-delivery", "emoji-rangers", "sports-score", "ride-share", "kitchen-timer", "flight", "workout",
        ])
        for example in Example.all { #expect(Example.named(example.name)?.summary == example.summary) }
    }

    /// Every symbol name the new examples use draws as its own glyph or its base symbol's,
    /// never the "◻" fallback.
    @Test(arguments: [
        // Emoji Rangers
        "heart.fill", "exclamationmark.triangle",
        // Sports score
        "soccerball", "basketball",
        // Ride share
        "car.fill", "mappin.and.ellipse", "person.crop.circle", "figure.walk", "flag.checkered",
        // Kitchen timer
        "timer", "flame", "fork.knife", "cup.and.saucer", "checkmark", "checkmark.circle.fill",
        // Flight
        "airplane", "airplane.departure",
        // Workout
        "figure.run", "pause.fill", "play.fill", "xmark", "location.fill",
    ])
    func symbolIsKnown(_ name: String) {
        #expect(SymbolTable.isKnown(name))
    }
}
