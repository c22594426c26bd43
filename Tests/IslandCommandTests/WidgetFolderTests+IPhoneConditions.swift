import Foundation
import Testing

/// `#if os(iOS)` and its siblings answered as an iPhone answers them, in folders built for real.
extension WidgetFolderTests {
    @Test func aWidgetWhollyUnderOSiOSDrawsAndAMacBranchIsNotCompiled() throws {
        let folder = try copyOfExample(named: "UnderOSiOS")
        let live = folder.appendingPathComponent("DeliveryLiveActivity.swift")
        // The Mac's branch would not compile; the iPhone's is the #elseif, on the same line as before.
        try edit(live, "#if canImport(ActivityKit)\n", "#if os(macOS) || targetEnvironment(simulator)\nlet mac: Int = \"not compiled\"\n#elseif os(iOS) && canImport(UIKit)\n")
        // A condition in a string of a rewritten file is drawn as written.
        try edit(folder.appendingPathComponent("Shared/DeliveryAttributes.swift"), "\"Luigi's\"", "\"#if os(iOS)\"")
        let result = try island(["snapshot", folder.path])
        #expect(result.status == 0, "\(result.errors)")
        // Two lines more before the previews: the #Preview's line is the user's.
        #expect(result.output.hasPrefix("""
            island snapshot · Lock Screen · lock-screen · iPhone 15 Pro · at 0s
            from DeliveryLiveActivity.swift:55

            state 1 of 2
            ╭──────────────────────────────────────── ✕ ─╮
            │ 👜 #if os(iOS)                       25:00 │
            │ ━━━━━━━━━━━━━ ━━━━━━━━━━━━━━ ━━━━━━━━━━━━━ │
            │ Ana · 3 items                              │
            ╰────────────────────────────────────────────╯
            """), "\(result.output)")
    }

    @Test func anErrorOnLineNOfARewrittenFileIsReportedAtLineN() throws {
        let folder = try copyOfExample(named: "ErrorUnderOSiOS")
        let live = folder.appendingPathComponent("DeliveryLiveActivity.swift")
        try edit(live, "#if canImport(ActivityKit)\n", "#if os(iOS)\n")
        // Line 18 is the Lock Screen timer's `.monospacedDigit()`.
        let text = try String(contentsOf: live, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        #expect(lines[17].hasSuffix(".monospacedDigit()"))
        lines[17] = lines[17].replacingOccurrences(of: ".monospacedDigit()", with: ".monospacedDigits()")
        try lines.joined(separator: "\n").write(to: live, atomically: true, encoding: .utf8)
        let result = try island(["snapshot", folder.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("\(live.path):18:"), "\(result.errors)")
        #expect(result.errors.contains("has no member 'monospacedDigits'"))
        #expect(!result.errors.contains("widget-folder-cache"), "the cached package's paths leaked:\n\(result.errors)")
    }
}
