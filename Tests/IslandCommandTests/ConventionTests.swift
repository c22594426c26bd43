import Foundation
import Testing
@testable import IslandCommandLine
@testable import IslandCommands

/// The command-line conventions island keeps, and the options every drawing command shares.
@Suite("Command-line conventions")
struct ConventionTests {
    @Test func theEqualsFormIsTheSpacedForm() {
        let spaced = CommandLineRun("snapshot", "flight", "--presentation", "compact", "--color", "always")
        let joined = CommandLineRun("snapshot", "flight", "--presentation=compact", "--color=always")
        #expect(spaced.status == 0 && joined.status == 0)
        #expect(joined.output == spaced.output)
        #expect(joined.output.contains("\u{1B}["))
        #expect(!CommandLineRun("snapshot", "flight", "--presentation=compact", "--color=never").output.contains("\u{1B}"))
    }

    @Test func eachWarningIsPrintedOnce() {
        let gallery = CommandLineRun("gallery")
        let warning = "warning: iPhone 15 Pro has a Dynamic Island: an alert there shows the expanded presentation, not a banner"
        #expect(gallery.status == 0)
        #expect(gallery.output.components(separatedBy: warning).count - 1 == 1)
        // On a device without an island, three presentations become the banner: one warning.
        let ipad = CommandLineRun("snapshot", "flight", "--device", "ipad")
        #expect(ipad.output.components(separatedBy: "warning: iPad has no Dynamic Island").count - 1 == 1)
    }

    @Test func theSchemeColoursTheLockScreen() {
        func styled(_ example: String, _ presentation: String, _ scheme: String) -> String {
            CommandLineRun("snapshot", example, "--presentation", presentation, "--styled", "--scheme", scheme).output
        }
        #expect(styled("pizza-delivery", "lock-screen", "light") != styled("pizza-delivery", "lock-screen", "dark"))
        #expect(styled("pizza-delivery", "lock-screen", "light").contains("fg=#000000"))
        // A card that puts itself in the dark scheme on its dark tint keeps white text.
        #expect(!styled("flight", "lock-screen", "light").contains("fg=#000000"))
        // The island stays dark (only its keyline, a dark-mode detail, differs).
        #expect(styled("flight", "compact", "light").components(separatedBy: "bg=").count
                == styled("flight", "compact", "dark").components(separatedBy: "bg=").count)
        let play = { (scheme: String) in
            CommandLineRun("play", repositoryRoot.appendingPathComponent("docs/scenarios/four-apps.json").path,
                           "--at", "3m", "--color", "always", "--scheme", scheme).output
        }
        #expect(play("light") != play("dark"))
    }

    @Test func aLargerTextSizeFitsFewerCharacters() {
        func card(_ size: String) -> [String] {
            CommandLineRun("snapshot", "flight", "--presentation", "lock-screen", "--dynamic-type", size)
                .output.split(separator: "\n").map(String.init)
        }
        let large = card("large"), huge = card("accessibility3")
        #expect(large == card("LARGE"))
        #expect(large[1].count == 46)
        #expect(huge[1].count < large[1].count)
        #expect(huge.contains { $0.contains("…") })
        let demo = CommandLineRun("demo", "--dynamic-type", "xxxLarge")
        #expect(demo.status == 0 && demo.output != CommandLineRun("demo").output)
    }

    @Test func theVersionIsOneLine() {
        let run = CommandLineRun("--version")
        #expect(run.output == "island \(Island.version)\n")
        #expect(Island.version.split(separator: ".").count == 3)
    }
}
