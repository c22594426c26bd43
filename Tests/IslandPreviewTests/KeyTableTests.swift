import Foundation
@testable import IslandPreview
import Testing
import TermIsland

/// One key table feeds the bindings, the help and the footer: what a key does is in the help,
/// and the help and the footer name only keys that do something.
@Suite("The previewer's key table")
struct KeyTableTests {
    /// Every key a terminal can send that the previewer could bind: printable ASCII and a few
    /// other characters, with and without Control, and the named keys.
    static let everyKey: [(Key, KeyModifiers)] = {
        var keys: [(Key, KeyModifiers)] = []
        for scalar in (0x20...0x7E).compactMap(Unicode.Scalar.init) + ["é", "ß", "€"] {
            keys.append((.character(Character(scalar)), []))
            keys.append((.character(Character(scalar)), [.control]))
        }
        let named: [Key] = [.enter, .tab, .backspace, .escape, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .insert, .delete]
        keys += (named + (1...12).map { Key.function($0) }).map { ($0, []) }
        return keys
    }()

    /// Each action a key can do, with an exhaustive switch so a new case of `PreviewAction` must be
    /// placed: bound to a key, or reached another way (a click, a box, a chooser).
    static func isKeyAction(_ action: PreviewAction) -> Bool {
        switch action {
        case .quit, .toggleHelp, .closeOverlay, .togglePause, .faster, .slower, .stepToNextEvent, .toggleExpanded, .alert,
             .nextState, .previousState, .markStale, .end, .chooseEnd, .chooseTime, .dismiss, .toggleLock, .toggleStandBy,
             .toggleAlwaysOn, .nextDevice, .nextTheme, .raiseRelevance, .lowerRelevance, .selectNext, .startAnotherApp,
             .togglePanel, .switchPhone, .scroll, .toggleVoiceOver:
            true
        case .endWith, .typeInBox, .tap, .hold, .tapOutside, .unknownKey:
            false
        }
    }

    static let keyActions: [PreviewAction] = [
        .quit, .toggleHelp, .closeOverlay, .togglePause, .faster, .slower, .stepToNextEvent, .toggleExpanded, .alert,
        .nextState, .previousState, .markStale, .end, .chooseEnd, .chooseTime, .dismiss, .toggleLock, .toggleStandBy,
        .toggleAlwaysOn, .nextDevice, .nextTheme, .raiseRelevance, .lowerRelevance, .selectNext, .startAnotherApp,
        .togglePanel, .switchPhone, .scroll(by: -1), .scroll(by: 1), .scroll(by: -10), .scroll(by: 10), .toggleVoiceOver,
    ]

    /// The help box as drawn over a screen of `size`: its rows, outline included, and each inner
    /// row's keys (in the keys' yellow) and words (in the text's white).
    static func drawnHelpBox(_ size: Size = Size(width: 150, height: 50)) throws -> (rows: [String], lines: [(keys: String, meaning: String)]) {
        let session = try PreviewTesting.session()
        session.perform(.toggleHelp)
        let canvas = PreviewScreen().render(session, size: size).canvas
        let corner = try #require(PreviewTesting.point(of: "╭─ keys ", in: canvas))
        let right = try #require((corner.x..<canvas.width).first { canvas[$0, corner.y].grapheme == "╮" })
        let bottom = try #require((corner.y..<canvas.height).first { canvas[corner.x, $0].grapheme == "╰" })
        var rows: [String] = []
        var lines: [(keys: String, meaning: String)] = []
        for y in corner.y...bottom {
            let cells = (corner.x...right).map { canvas[$0, y] }.filter { !$0.isContinuation }
            rows.append(cells.map(\.grapheme).joined())
            func text(_ style: Style) -> String {
                cells.filter { $0.style == style }.map(\.grapheme).joined().trimmingCharacters(in: .whitespaces)
            }
            if y > corner.y && y < bottom { lines.append((text(OverlayBox.keyStyle), text(OverlayBox.textStyle) + text(OverlayBox.dimStyle))) }
        }
        return (rows, lines)
    }

    static func drawnHelp() throws -> [(keys: String, meaning: String)] { try drawnHelpBox().lines }

    /// A key's press by the name the help gives it ("q", "Ctrl-C", "Tab", "PgUp").
    static func press(named name: String) -> (Key, KeyModifiers)? {
        everyKey.first { KeyStroke($0.0, isControl: $0.1.contains(.control)).name == name }
    }

    @Test func everyActionAKeyReachesIsInTheHelp() throws {
        let help = try Self.drawnHelp()
        var reached: [PreviewAction] = []
        for (key, modifiers) in Self.everyKey {
            let action = KeyBindings.action(for: key, modifiers)
            if case .unknownKey = action { continue }
            #expect(Self.isKeyAction(action), "\(key) does \(action), which no key should")
            reached.append(action)
            let row = try #require(KeyTable.rows.first { $0.bindings.contains { $0.action == action } })
            #expect(help.contains { $0.keys == row.keyNames.joined(separator: "  ") && $0.meaning == row.help },
                    "\(action): “\(row.help)” is not in the drawn help")
        }
        #expect(Set(reached) == Set(Self.keyActions), "every key action is bound: \(Set(Self.keyActions).subtracting(reached))")
    }

    @Test func theHelpNamesOnlyKeysThatDoSomething() throws {
        let help = try Self.drawnHelp()
        let keyLines = help.filter { !$0.keys.isEmpty && !["click", "wheel"].contains($0.keys) }
        #expect(keyLines.count == KeyTable.rows.count)
        for line in keyLines {
            for name in line.keys.split(separator: " ").map(String.init) {
                let (key, modifiers) = try #require(Self.press(named: name), "the help names \(name), which is no key")
                let action = KeyBindings.action(for: key, modifiers)
                if case .unknownKey = action { Issue.record("the help names \(name), which does nothing") }
            }
        }
        #expect(help.contains { $0.meaning == "? or Esc closes" })
    }

    @Test func theFooterNamesOnlyKeysThatDoSomething() throws {
        let session = try PreviewTesting.session()
        let text = PreviewScreen().render(session, size: Size(width: 200, height: 40)).canvas.plainText
        let footer = try #require(text.split(separator: "\n").dropLast().last).replacingOccurrences(of: "¶", with: "")
        #expect(footer.hasPrefix(KeyTable.footer))
        let hints = footer.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ")
        #expect(hints.count == KeyTable.rows.filter { $0.footer != nil }.count)
        for hint in hints {
            let keys = try #require(hint.split(separator: " ").first)
            for name in keys.split(separator: "/").map(String.init) {
                let (key, modifiers) = try #require(Self.press(named: name), "the footer names \(name), which is no key")
                let action = KeyBindings.action(for: key, modifiers)
                if case .unknownKey = action { Issue.record("the footer names \(name), which does nothing") }
            }
        }
    }

    @Test func noKeyIsBoundTwiceAndTheSameKeyUnshiftedDoesTheSame() {
        let keys = KeyTable.rows.flatMap(\.bindings).flatMap(\.keys)
        #expect(Set(keys).count == keys.count)
        #expect(KeyBindings.action(for: .character("="), []) == .faster)
        #expect(KeyBindings.action(for: .character("_"), []) == .slower)
        #expect(KeyBindings.action(for: .character("c"), [.control]) == .quit)
        #expect(KeyBindings.action(for: .character("c"), [.control], isTyping: true) == .quit, "Ctrl-C quits from a box too")
        #expect(KeyBindings.action(for: .character("q"), [], isTyping: true) == .typeInBox(.character("q")))
    }

    /// docs/Previewer.md shows the help as the previewer draws it (its block is marked
    /// "checked by" this file).
    @Test func theGuideShowsTheHelpAsDrawn() throws {
        let box = try Self.drawnHelpBox(Size(width: 100, height: 45)).rows
        let guide = try String(contentsOf: PreviewTesting.packageRoot.appendingPathComponent("docs/Previewer.md"), encoding: .utf8)
        let block = guide.components(separatedBy: "<!-- checked by Tests/IslandPreviewTests/KeyTableTests.swift -->\n```\n")
            .dropFirst().first?.components(separatedBy: "```\n").first
        #expect(block == box.joined(separator: "\n") + "\n")
    }
}
