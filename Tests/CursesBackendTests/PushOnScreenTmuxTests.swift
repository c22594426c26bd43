import Foundation
import Testing

/// What a backend developer sees: the real `island preview` in tmux, pushes sent to it by curl
/// (as a backend sends them to APNs) and by `island push`, and the screen read for what every
/// push changed — the Lock Screen card, the expanded island, the panel's list — not the log.
/// An update, an end with a final state and a push-to-start each arrive both ways; a payload
/// whose content state cannot decode is dropped, and says why on screen and from `island push`.
@Suite(.serialized, .enabled(if: (TerminalTools.tmux != nil && CurlPath.found != nil) || TerminalTools.isCI,
                             "tmux or curl is not installed: the README's set-up line installs tmux"))
struct PushOnScreenTmuxTests {
    /// A runtime folder of this suite's own, so `island push` finds this previewer and no other.
    let runtime = TerminalTools.temporaryPath("runtime")

    /// The previewer of pizza-delivery on any free port, without motion so each push's frame is final at once.
    func previewer() throws -> TmuxSession {
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true)
        return try TmuxSession("env -u NO_COLOR ISLAND_MOTION=none TERM=tmux-256color TERMISLAND_RUNTIME_DIR=\(runtime) "
                               + "\(TerminalTools.island) preview pizza-delivery; sleep 120", width: 210, height: 50)
    }

    /// The previewer running, its phone locked on the pizza card: the session, the port and
    /// tokens `island push --list` shows, and the screen then.
    func lockedPreviewer() throws -> (tmux: TmuxSession, port: String, tokens: [String: String], screen: [String]) {
        let tmux = try previewer()
        try tmux.waitFor("the previewer taking pushes") { $0.contains { $0.contains("pushes: http://127.0.0.1:") } }
        let (port, tokens) = try listing()
        tmux.sendKeys(["l"])
        let screen = try tmux.waitFor("the locked phone's card") { Self.cards($0, holding: "Bill James") == 1 }
        return (tmux, port, tokens, screen)
    }

    /// `island push` with this suite's runtime folder: its exit status and what it printed.
    func islandPush(_ arguments: [String]) -> (status: Int32, output: String) {
        TerminalTools.run("/usr/bin/env", ["TERMISLAND_RUNTIME_DIR=\(runtime)", TerminalTools.island, "push"] + arguments)
    }

    /// The port and the tokens `island push --list` shows: the activities' by identifier, the apps' push-to-start ones.
    func listing() throws -> (port: String, tokens: [String: String]) {
        let list = islandPush(["--list"])
        #expect(list.status == 0, "\(list.output)")
        let port = try #require(list.output.firstMatch(of: /127\.0\.0\.1:(\d+)\//).map { String($0.1) }, "\(list.output)")
        var tokens: [String: String] = [:]
        for line in list.output.split(separator: "\n") {
            let words = line.split(separator: " ")
            if line.hasPrefix("  push-to-start "), words.count == 3 { tokens["start:" + words[1]] = String(words[2]) }
            else if line.hasPrefix("  "), words.count == 3 { tokens[String(words[0])] = String(words[2]) }
        }
        return (port, tokens)
    }

    /// POSTs `payload` to `token` as a backend does: curl's output, headers included.
    func curl(_ payload: String, to token: String, port: String) throws -> String {
        let curl = try #require(CurlPath.found, "CI has no curl")
        let reply = TerminalTools.run(curl, ["-s", "-i", "-H", "apns-push-type: liveactivity", "-H", "apns-topic: com.example.pizza.push-type.liveactivity",
                                             "--data-binary", payload, "http://127.0.0.1:\(port)/3/device/\(token)"])
        #expect(reply.status == 0, "\(reply.output)")
        return reply.output
    }

    func file(_ name: String, _ text: String) throws -> String {
        let path = TerminalTools.temporaryPath(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// An update's JSON: `driver` delivering, its timer in seconds since 2001 as ActivityKit reads dates.
    static func update(_ event: String, driver: String, stamp: Int) -> String {
        #"{"aps": {"timestamp": \#(stamp), "event": "\#(event)", "content-state": {"driverName": "\#(driver)", "deliveryTimer": [821692800, 821694300]}}}"#
    }

    static func start(driver: String, pizzas: Int, stamp: Int) -> String {
        #"{"aps": {"timestamp": \#(stamp), "event": "start", "content-state": {"driverName": "\#(driver)", "deliveryTimer": [821692800, 821694300]}, "#
            + #""attributes-type": "PizzaDeliveryAttributes", "attributes": {"numberOfPizzas": \#(pizzas), "totalAmount": "$9.00"}, "#
            + #""alert": {"title": "Started", "body": "by push"}}}"#
    }

    /// The rows of the Lock Screen's cards (left of the panel) holding `text`.
    static func cards(_ screen: [String], holding text: String) -> Int {
        screen.filter { $0.contains("│ │") && $0.contains(text) }.count
    }

    @Test func updatesAndEndsFromCurlAndIslandPushRedrawTheCardAndTheIsland() throws {
        let (tmux, port, tokens, _) = try lockedPreviewer()
        defer { tmux.kill() }
        let pizza = try #require(tokens["pizza"], "\(tokens)")

        // curl: the issue's own request, with the driver's name changed.
        let answer = try curl(Self.update("update", driver: "Zelda Quill", stamp: 1_800_000_010), to: pizza, port: port)
        #expect(answer.hasPrefix("HTTP/1.1 200 OK") && !answer.contains("termisland-dropped"), "\(answer)")
        let zelda = try tmux.waitFor("the card redrawn for Zelda Quill") { Self.cards($0, holding: "Zelda Quill") == 1 }
        #expect(Self.cards(zelda, holding: "Bill James") == 0)
        #expect(zelda.contains { $0.contains("update pizza: applied") }, "the status line says so")

        // island push: the same redraw.
        let ada = try file("ada.json", Self.update("update", driver: "Ada Byron", stamp: 1_800_000_020))
        let pushed = islandPush([ada])
        #expect(pushed.status == 0 && pushed.output.hasPrefix("update pushed to pizza in pizza-delivery"), "\(pushed.output)")
        try tmux.waitFor("the card redrawn for Ada Byron") { Self.cards($0, holding: "Ada Byron") == 1 && Self.cards($0, holding: "Zelda") == 0 }

        // The expanded island draws the pushed state too: unlocked, touched and held.
        tmux.sendKeys(["l"])
        try tmux.waitFor("the unlocked phone") { $0.contains { $0.contains("╭─ unlocked") } }
        tmux.sendKeys(["e"])
        try tmux.waitForStill("the expanded island") { screen in screen.contains { $0.contains("Call driver") } && screen.contains { $0.contains("Ada Byron") } }

        // An end with a final state, by curl: the final state shows.
        let ended = try curl(Self.update("end", driver: "Grace Final", stamp: 1_800_000_030), to: pizza, port: port)
        #expect(ended.hasPrefix("HTTP/1.1 200 OK") && !ended.contains("termisland-dropped"), "\(ended)")
        tmux.sendKeys(["e", "l"])
        let final = try tmux.waitFor("the ended activity's final state") { screen in
            Self.cards(screen, holding: "Grace Final") == 1 && screen.contains { $0.contains("pizza") && $0.contains("ended") }
        }
        #expect(Self.cards(final, holding: "Ada Byron") == 0)
        tmux.sendKeys(["q"])
    }

    @Test func endsByIslandPushAndStartsByBothTakeTheirPlaceBesideTheOthers() throws {
        let (tmux, port, tokens, _) = try lockedPreviewer()
        defer { tmux.kill() }
        let starter = try #require(tokens["start:Pizza"], "\(tokens)")

        // A push-to-start by curl: a second card on the Lock Screen, a second row in the panel.
        let started = try curl(Self.start(driver: "Linus Start", pizzas: 3, stamp: 1_800_000_010), to: starter, port: port)
        #expect(started.hasPrefix("HTTP/1.1 200 OK") && !started.contains("termisland-dropped"), "\(started)")
        try tmux.waitFor("the started activity beside the first") { screen in
            Self.cards(screen, holding: "Linus Start") == 1 && Self.cards(screen, holding: "Bill James") == 1
                && screen.contains { $0.contains("Pizza pizza-push-1") }
        }
        // And by island push, to the app's push-to-start token: a third.
        let start = try file("start.json", Self.start(driver: "Rosa Start", pizzas: 1, stamp: 1_800_000_020))
        let pushed = islandPush([start, "--app", "Pizza"])
        #expect(pushed.status == 0 && pushed.output.hasPrefix("start pushed to app Pizza"), "\(pushed.output)")
        try tmux.waitFor("the third activity") { screen in
            Self.cards(screen, holding: "Rosa Start") == 1 && screen.contains { $0.contains("Pizza pizza-push-2") }
        }
        // An end with a final state by island push to the first activity: its card shows the final state.
        let end = try file("end.json", Self.update("end", driver: "Bill Done", stamp: 1_800_000_030))
        let ended = islandPush([end, "--id", "pizza"])
        #expect(ended.status == 0, "\(ended.output)")
        try tmux.waitFor("the final state") { screen in
            Self.cards(screen, holding: "Bill Done") == 1 && Self.cards(screen, holding: "Linus Start") == 1
                && Self.cards(screen, holding: "Rosa Start") == 1
        }
        tmux.sendKeys(["q"])
    }

    /// The issue's misspelt payload: answered 200, as APNs answers, and dropped as the device
    /// drops it; `island push` says why and exits 1, the status line and the log say why, and
    /// the card is what it was.
    @Test func aPushThatCannotDecodeIsDroppedWithItsReasonOnScreen() throws {
        let (tmux, port, tokens, before) = try lockedPreviewer()
        defer { tmux.kill() }
        let pizza = try #require(tokens["pizza"])
        let misspelt = #"{"aps": {"timestamp": 1800000010, "event": "update", "content-state": {"driverNam": "Zelda Quill", "deliveryTimer": "soon"}}}"#
        let bad = try file("misspelt.json", misspelt)
        let pushed = islandPush([bad])
        #expect(pushed.status == 1, "\(pushed.output)")
        #expect(pushed.output.contains(#"the device drops it: the content state for PizzaDeliveryAttributes: $: missing required key "driverName"; the data has "driverNam": did you mean "driverName"?"#),
                "\(pushed.output)")
        let dropped = try tmux.waitFor("the drop on the status line") { $0.contains { $0.contains("update pizza: dropped by the device: the content state") } }
        #expect(dropped.contains { $0.contains("pizza: the device drops the update: the content state for") }, "the log says why")
        // The log's line is whole, wrapped on the panel's rows, not only on the status line.
        #expect(dropped.dropLast(2).contains { $0.contains(#"did you mean "driverName"?"#) }, "\(dropped.joined(separator: "\n"))")
        // A date written as text, by curl: the header says what ActivityKit reads instead.
        let text = #"{"aps": {"timestamp": 1800000020, "event": "update", "content-state": {"driverName": "Zelda Quill", "deliveryTimer": ["2027-01-15T08:00:00Z", "2027-01-15T08:25:00Z"]}}}"#
        let answer = try curl(text, to: pizza, port: port)
        #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(answer)")
        #expect(answer.contains(#"termisland-dropped: the content state for PizzaDeliveryAttributes: $.deliveryTimer[0]: expected a date as ActivityKit decodes one, a number of seconds since 2001-01-01 (JSONDecoder's default), got the string "2027-01-15T08:00:00Z"; that moment is 821692800"#),
                "\(answer)")
        let after = try tmux.waitFor("the second drop") { $0.contains { $0.hasPrefix(" push ") && $0.contains("$.deliveryTimer[0]: expected a date") } }
        #expect(Self.cards(after, holding: "Bill James") == Self.cards(before, holding: "Bill James"))
        #expect(Self.cards(after, holding: "Zelda") == 0)
        tmux.sendKeys(["q"])
    }
}

/// curl, where systems install it.
enum CurlPath {
    static let found = ["/usr/bin/curl", "/usr/local/bin/curl", "/opt/homebrew/bin/curl"].first { FileManager.default.isExecutableFile(atPath: $0) }
}
