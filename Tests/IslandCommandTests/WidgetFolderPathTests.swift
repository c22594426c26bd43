import Foundation
import Testing
@testable import IslandCommandLine
@testable import IslandCommands

/// The rebuild's command line and its error path, which need no build.
@Suite("Widget folders: --watch's command line")
struct WidgetFolderPathTests {
    @Test func aRebuiltProgramStartsAtTheMomentShownWithEveryEarlierAtRemoved() {
        #expect(Invocation(command: "preview", arguments: ["/w", "--watch", "--at", "5m", "--device", "iphone-se", "--at=90s"]).restarted(at: 754.9)
                == ["preview", "/w", "--watch", "--device", "iphone-se", "--at", "754s"])
        #expect(Invocation(command: "preview", arguments: ["/w"]).restarted(at: 0) == ["preview", "/w", "--at", "0s"])
    }

    @Test func theCommandLineIsReadOnceAndGivenBackAsTyped() {
        let words = ["--recrd", "Widgets", "--device=ipad", "-o", "-", "--check", "--at", "--help"]
        let invocation = Invocation(command: "snapshot", arguments: words)
        // An option no table knows stands alone; one that takes a value takes the next word, whatever it is.
        #expect(invocation.positional == ["Widgets"])
        #expect(invocation.arguments == words && invocation.asksForHelp)
        #expect(invocation.recordAgainHint == "island snapshot --recrd Widgets --device=ipad -o - --at --help --record")
        #expect(Invocation(command: "snapshot", arguments: ["x", "--at"]).items.last
                == .option(.init(typed: "--at", name: .at, value: nil, attached: false, words: ["--at"])))
    }

    @Test func watchingOutsideAProgramIslandStartedIsRefused() {
        #expect(throws: UsageError.self) { try WidgetSourceWatch.watching(Invocation(command: "preview", arguments: ["/w"]), environment: [:]) }
    }
}

/// A colour set's `Contents.json` as Xcode writes it (the widget-folder tests' asset catalogues).
enum ColorSetJSON {
    static func universal(_ components: String) -> String {
        #"{"colors": [{"color": {"color-space": "srgb", "components": {\#(components)}}, "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}"#
    }
}
