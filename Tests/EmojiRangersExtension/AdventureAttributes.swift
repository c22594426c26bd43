// Apple's listing "Define a set of static and dynamic data" ("Displaying live data with Live
// Activities"), as printed, with `import TermIsland` in place of `import ActivityKit`.
import TermIsland

struct AdventureAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable {
        let currentHealthLevel: Double
        let eventDescription: String
    }
    
    let hero: EmojiRanger
}
