import Foundation
import Testing

extension WidgetFolderTests {
    /// A widget whose views call what does nothing in a Live Activity: haptics, a tap gesture, a
    /// configuration's background task, a UIKit view wrapped (drawn as WidgetKit's placeholder);
    /// and the same names in a comment and a string, which are not calls.
    func inertCallsFolder() throws -> URL {
        let folder = try emptyFolder(named: "ScoreWidget")
        try """
            import ActivityKit
            import SwiftUI
            import WidgetKit

            struct ScoreAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var home: Int
                }
            }

            @main
            struct ScoreWidget: Widget {
                var body: some WidgetConfiguration {
                    ActivityConfiguration(for: ScoreAttributes.self) { context in
                        Text("Home \\(context.state.home)")
                            .sensoryFeedback(.success, trigger: context.state.home)
                            .onTapGesture { print("tapped") }
                    } dynamicIsland: { context in
                        DynamicIsland {
                            DynamicIslandExpandedRegion(.bottom) { Text("\\(context.state.home)") }
                        } compactLeading: {
                            Text("H")
                        } compactTrailing: {
                            Text("\\(context.state.home)")
                        } minimal: {
                            Text("H")
                        }
                    }
                    .backgroundTask(.appRefresh("scores")) { }
                    // .sheet(isPresented:) would present nothing: a comment, not a call
                }
            }

            let note = ".alert(isPresented:) in a string is not a call"

            #Preview("Score", as: .content, using: ScoreAttributes()) {
                ScoreWidget()
            } contentStates: {
                ScoreAttributes.ContentState(home: 2)
            }

            struct ScoreBoard: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ uiView: UIView, context: Context) {}
            }

            """.write(to: folder.appendingPathComponent("ScoreWidget.swift"), atomically: true, encoding: .utf8)
        return folder
    }

    /// `island lint <folder>`: each inert call at its file and line, rule `inert-modifier`, a
    /// warning (exit 0); in SARIF, a result of that rule at the same place, and the rule listed.
    @Test func lintNamesEachInertCallAtItsLineInTextAndSARIF() throws {
        let folder = try inertCallsFolder()
        let directory = folder.deletingLastPathComponent()
        let text = try island(["lint", "ScoreWidget", "--device", "iphone-15-pro"], in: directory)
        #expect(text.status == 0, "only warnings: \(text.errors)")
        let inert = text.output.split(separator: "\n").filter { $0.contains("[inert-modifier]") }
        #expect(inert == [
            "ScoreWidget/ScoreWidget.swift:16: warning: [inert-modifier] sensoryFeedback: plays nothing: a terminal has no haptics, and a Live Activity's view is drawn once from its data, with no one to feel them",
            "ScoreWidget/ScoreWidget.swift:17: warning: [inert-modifier] onTapGesture: is never recognized: a Live Activity takes taps only through Button(intent:), Toggle(intent:) and Link, on iOS as here",
            "ScoreWidget/ScoreWidget.swift:29: warning: [inert-modifier] backgroundTask: never runs here: iOS wakes the extension for it, but a previewer is never woken in the background",
            "ScoreWidget/ScoreWidget.swift:42: warning: [inert-modifier] UIViewRepresentable: is drawn as WidgetKit's placeholder (yellow, with 🚫): a widget cannot host a UIKit view, on iOS as here",
        ], "\(text.output)")
        #expect(text.output.contains(
            "backgroundTask: never runs here: iOS wakes the extension for it, but a previewer is never woken in the background\n"
            + "  Apple: https://developer.apple.com/documentation/widgetkit/adding-interactivity-to-widgets-and-live-activities\n"))

        let sarif = try island(["lint", "ScoreWidget", "--device", "iphone-15-pro", "--format", "sarif"], in: directory)
        #expect(sarif.status == 0, "\(sarif.errors)")
        let file = directory.appendingPathComponent("lint.sarif")
        try sarif.output.write(to: file, atomically: true, encoding: .utf8)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]]).filter { $0["ruleId"] as? String == "inert-modifier" }
        let places = results.map { result -> String in
            let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            let uri = (location?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
            let line = (location?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
            let message = (result["message"] as? [String: Any])?["text"] as? String ?? ""
            return "\(uri):\(line) \(result["level"] as? String ?? "?") \(message.prefix(while: { $0 != ":" }))"
        }
        #expect(places == ["ScoreWidget/ScoreWidget.swift:16 warning sensoryFeedback",
                           "ScoreWidget/ScoreWidget.swift:17 warning onTapGesture",
                           "ScoreWidget/ScoreWidget.swift:29 warning backgroundTask",
                           "ScoreWidget/ScoreWidget.swift:42 warning UIViewRepresentable"])
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "inert-modifier" })
    }
}
