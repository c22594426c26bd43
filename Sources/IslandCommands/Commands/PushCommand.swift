import ActivityRuntime
import Foundation
import IslandCommandLine
import IslandInputs
import IslandPushServer
import LiveActivity

/// `island push <payload.json|-> [--to NAME] [--id ID | --app APP]`: delivers an ActivityKit push
/// payload to a previewer running on this machine, through its APNs-shaped endpoint, as
/// `xcrun simctl push` delivers one to a booted Simulator; `--list` shows the previewers and the
/// tokens they accept (docs/PushPayloads.md).
enum PushCommand: IslandCommand {
    static let name = "push"

    static let usage = [
        UsageForm(
            synopsis: "push <payload.json|-> [options]",
            heading: """
                  push <payload.json|->        deliver an ActivityKit push payload to a running previewer,
                                               through its APNs-shaped endpoint (as simctl push does a Simulator)
                """,
            [
                OptionLine([.option(.to, "NAME")], "which previewer, when several run (--list shows them)"),
                OptionLine([.option(.id, "ID"), .option(.app, "APP")], joinedBy: " | ", "the activity an update or end goes to, the app a start is for"),
                OptionLine([.option(.list)], "the previewers taking pushes, and the tokens they accept"),
            ]),
    ]

    static var options: [CommandOptions.Name] { usage[0].accepted }
    /// Where running previewers are listed (a test's own folder in tests).
    @TaskLocal static var registry = PreviewerRegistry()

    static func run(_ invocation: Invocation) throws -> Int32 {
        let options = try invocation.options(accepting: options)
        let target = options.pushTarget
        let running = registry.entries()
        if target.list {
            guard options.positional.isEmpty else { throw UsageError("push --list takes no payload, got \"\(options.positional[0])\"") }
            let shown = try target.previewer.map { [try previewer(named: $0, among: running)] } ?? running
            if shown.isEmpty { print("no previewer is taking pushes (island preview or island demo starts one)") }
            for entry in shown { print(listing(entry)) }
            return 0
        }
        guard let source = options.positional.first else {
            throw UsageError("push needs a payload file, or - for standard input (island push --list shows the previewers)")
        }
        guard options.positional.count == 1 else { throw UsageError("unexpected argument \"\(options.positional[1])\": push sends one payload") }
        let file = try GivenFile(source, limit: .payload)
        let payload: PushPayload
        do { payload = try PushPayload.parse(file.data, file: file.name) } catch { throw UsageError(error) }
        // What the payload itself rules out is said before any previewer is looked for.
        if payload.event == .start, target.activity != nil {
            throw UsageError("--id: a start makes a new activity; --app names the app to start it for")
        }
        if payload.event != .start, target.app != nil {
            throw UsageError("--app: an \(payload.event.rawValue) goes to an activity; --id names it")
        }
        let entry: PreviewerRegistry.Entry
        if let name = target.previewer {
            entry = try previewer(named: name, among: running)
        } else if running.count == 1 {
            entry = running[0]
        } else if running.isEmpty {
            throw UsageError("no previewer is taking pushes: start one (island preview pizza-delivery, island demo) and push again")
        } else {
            throw UsageError("\(running.count) previewers are taking pushes; --to names one: \(running.map(\.name).joined(separator: ", "))")
        }
        let (token, aim) = try address(for: payload.event, in: entry, activity: target.activity, app: target.app)
        let response = try PushClient.post(port: entry.port, token: token, topic: "com.termisland.\(aim.app).push-type.liveactivity", body: file.data)
        let id = response.value(of: "apns-id") ?? "?"
        guard response.status == 200 else {
            Island.printError("\(entry.name) refused the push as APNs would: \(response.status) \(reason(of: response))")
            return 1
        }
        if let dropped = response.value(of: "termisland-dropped") {
            Island.printError("\(entry.name) took the push (apns-id \(id)) but the device drops it: \(dropped)")
            return 1
        }
        print("\(payload.event.rawValue) pushed to \(aim.label) in \(entry.name) (apns-id \(id))")
        return 0
    }

    /// The previewer called `name` (or with that process id).
    static func previewer(named name: String, among running: [PreviewerRegistry.Entry]) throws -> PreviewerRegistry.Entry {
        if let entry = running.first(where: { $0.name == name || String($0.pid) == name }) { return entry }
        let names = running.map(\.name)
        throw UsageError("no previewer called \"\(name)\" is taking pushes\(NameSuggestion.didYouMean(name, among: names))"
                         + (names.isEmpty ? "" : " (running: \(names.joined(separator: ", ")))"))
    }

    /// The token a payload goes to: a start to an app's push-to-start token, an update or an end
    /// to an activity's own.
    static func address(for event: PushPayload.Event, in entry: PreviewerRegistry.Entry, activity: String?, app: String?)
        throws -> (token: String, aim: (label: String, app: String)) {
        if event == .start {
            let apps = entry.pushToStart
            guard let chosen = app.map({ name in apps.first { $0.app == name } }) ?? (apps.count == 1 ? apps.first : nil) else {
                let names = apps.map(\.app)
                throw UsageError(app.map { "--app: \(entry.name) has no app \"\($0)\"\(NameSuggestion.didYouMean($0, among: names))" }
                                 ?? "--app names the app to start an activity for: \(names.joined(separator: ", "))")
            }
            return (chosen.token, ("app \(chosen.app)", chosen.app))
        }
        let activities = entry.activities
        guard let chosen = activity.map({ id in activities.first { $0.id == id } }) ?? (activities.count == 1 ? activities.first : nil) else {
            let ids = activities.map(\.id)
            throw UsageError(activity.map { "--id: \(entry.name) has no activity \"\($0)\"\(NameSuggestion.didYouMean($0, among: ids))" }
                             ?? "--id names the activity to \(event.rawValue): \(ids.joined(separator: ", "))")
        }
        return (chosen.token, (chosen.id, chosen.app))
    }

    /// "BadDeviceToken: no activity …" from an APNs refusal's JSON body.
    static func reason(of response: HTTPResponse) -> String {
        let object = (try? JSONSerialization.jsonObject(with: response.body)) as? [String: Any]
        let reason = object?["reason"] as? String ?? "no reason"
        return (object?["termisland"] as? String).map { "\(reason): \($0)" } ?? reason
    }

    /// A previewer, its port and the tokens it takes.
    static func listing(_ entry: PreviewerRegistry.Entry) -> String {
        var lines = ["\(entry.name) (process \(entry.pid)): http://127.0.0.1:\(entry.port)/3/device/<token>"]
        for activity in entry.activities { lines.append("  \(activity.id) (\(activity.app))  \(activity.token)") }
        for app in entry.pushToStart { lines.append("  push-to-start \(app.app)  \(app.token)") }
        return lines.joined(separator: "\n")
    }
}
