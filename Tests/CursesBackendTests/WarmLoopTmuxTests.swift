import Foundation
import Testing

/// The warm loop as its user lives it (docs/WidgetFolders.md): `island preview <folder> --watch`
/// in tmux, the phone locked, the folder's file edited and saved; the new text is on the locked
/// phone, at the moment it was (not started again); a save that does not compile keeps the last
/// good frame with the compiler's error on the status line, and the next good save resumes; a
/// save whose previews crash is a card for each and a line saying so, and the previewer goes on.
@Suite(.serialized, .enabled(if: TerminalTools.tmux != nil || TerminalTools.isCI, "tmux is not installed: the README's set-up line installs it"))
struct WarmLoopTmuxTests {
    let scratch = URL(fileURLWithPath: TerminalTools.temporaryPath("warm-loop"))

    /// A copy of docs/examples/DeliveryWidget to edit, without its snapshots.
    func folder() throws -> URL {
        let folder = scratch.appendingPathComponent("DeliveryWidget")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TerminalTools.packageRoot.appendingPathComponent("docs/examples/DeliveryWidget"), to: folder)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("__Snapshots__"))
        return folder
    }

    func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        // Written in place, as an editor saves.
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
    }

    /// The virtual clock the title line shows, as seconds of the day.
    static func clock(_ screen: [String]) -> Int? {
        guard let match = screen.first?.firstMatch(of: /· (\d\d):(\d\d):(\d\d) ×/) else { return nil }
        return Int(match.1)! * 3600 + Int(match.2)! * 60 + Int(match.3)!
    }

    /// The status line: the screen's last line with anything on it.
    static func status(_ screen: [String]) -> String {
        screen.last { !$0.allSatisfy(\.isWhitespace) } ?? ""
    }

    @Test func aSaveRedrawsTheLockedPhoneAndAnErrorKeepsTheLastFrame() throws {
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = try folder()
        let attributes = folder.appendingPathComponent("Shared/DeliveryAttributes.swift")
        let temporary = scratch.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        // The previews' children write their standard error here: a child started ahead for the
        // next save is a file "…-ahead.log" while it waits.
        func waitingChildren() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).filter { $0.hasSuffix("-ahead.log") }
        }
        let tmux = try TmuxSession("env -u NO_COLOR ISLAND_MOTION=none TERM=tmux-256color TMPDIR=\(temporary.path) TERMISLAND_CACHE=\(scratch.path)/cache "
                                   + "TERMISLAND_RUNTIME_DIR=\(scratch.path)/runtime \(TerminalTools.island) preview \(folder.path) --watch; sleep 120",
                                   width: 120, height: 45)
        // The first compile of the folder: seconds on an idle machine, more on a loaded one.
        try tmux.waitFor("the previewer on the folder", seconds: 120) { $0.contains { $0.contains("ACTIVITIES") } }
        tmux.sendKeys(["l"])
        let locked = try tmux.waitFor("the locked phone's card") { screen in
            screen.contains { $0.contains("╭─ locked") } && screen.contains { $0.contains("│ Ana · 3 items") }
        }
        let before = try #require(Self.clock(locked))

        try replace("courier: \"Ana\"", with: "courier: \"Zoë\"", in: attributes)
        let saved = try tmux.waitFor("the edit on the locked phone", seconds: 60) { $0.contains { $0.contains("│ Zoë · 3 items") } }
        #expect(saved.contains { $0.contains("╭─ locked") }, "the reload unlocked the phone:\n\(saved.joined(separator: "\n"))")
        #expect(!saved.contains { $0.contains("│ Ana · 3 items") })
        #expect(saved.contains { $0.contains("reloaded") })
        let after = try #require(Self.clock(saved))
        #expect(after >= before, "the clock went back from \(before) to \(after)")
        // The save's previews were the waiting child's, and another waits for the next save.
        #expect(waitingChildren().count == 1, "\(waitingChildren())")

        try replace("courier: \"Zoë\"", with: "courier: zoe", in: attributes)
        // Waited for on the status line itself: the log's line above is drawn first in the same
        // frame, and a capture can fall between the two.
        let broken = try tmux.waitFor("the compiler's error", seconds: 60) { Self.status($0).contains("not reloaded") }
        let status = Self.status(broken)
        // Named from the folder, so the narrow status line has room for the error itself.
        #expect(status.contains("not reloaded, the last good version stays: Shared/DeliveryAttributes.swift:"), "\(status)")
        #expect(broken.contains { $0.contains("│ Zoë · 3 items") }, "the last good frame is gone:\n\(broken.joined(separator: "\n"))")
        #expect(broken.contains { $0.contains("╭─ locked") })

        try replace("courier: zoe", with: "courier: \"Yan\"", in: attributes)
        let resumed = try tmux.waitFor("the next good save", seconds: 60) { $0.contains { $0.contains("│ Yan · 3 items") } }
        #expect(resumed.contains { $0.contains("╭─ locked") })

        // A save that compiles but makes the previews crash: they ran apart, so the previewer
        // goes on, the phone locked, with the crash on the status line and a card for each.
        try replace("courier: \"Yan\"", with: "courier: [String]().first!", in: attributes)
        let crashed = try tmux.waitFor("the crash after the reload", seconds: 60) { Self.status($0).contains("reloaded, but") }
        let crashLine = Self.status(crashed)
        // Where: the user's line in the backtrace, or else where the preview is declared; named
        // from the folder either way. The previews that crashed alike are one sentence ("3
        // previews crashed at Shared/DeliveryAttributes.swift:30, 34: …"), one alone is named.
        #expect(crashLine.contains(/^ reloaded, but (\d+ previews|"[^"]+") crashed at (Shared\/DeliveryAttributes|DeliveryLiveActivity)\.swift:[\d, ]+: Fatal error/), "\(crashLine)")
        #expect(crashed.contains { $0.contains("╭─ locked") }, "the crash unlocked the phone:\n\(crashed.joined(separator: "\n"))")
        #expect(!crashed.contains { $0.contains("│ Yan · 3 items") })

        try replace("courier: [String]().first!", with: "courier: \"Wu\"", in: attributes)
        let mended = try tmux.waitFor("the save after the crash", seconds: 60) { $0.contains { $0.contains("│ Wu · 3 items") } }
        #expect(mended.contains { $0.contains("╭─ locked") })
        tmux.sendKeys(["q"])
        // The child waiting when the previewer ended ends too, and leaves no file.
        let deadline = Date().addingTimeInterval(30)
        while !waitingChildren().isEmpty && Date() < deadline { usleep(20_000) }
        #expect(waitingChildren().isEmpty, "\(waitingChildren())")
    }
}
