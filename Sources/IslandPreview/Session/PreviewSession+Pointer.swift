import ActivityRuntime
import Foundation
import IslandPlayback

/// What clicks do: taps on presentations, controls, icons, cards' ✕ and the panel's rows;
/// holds; a click outside.
extension PreviewSession {
    /// Whether `action` is a click or a hold of the mouse (the wheel scrolls, and is not).
    static func isClick(_ action: PreviewAction) -> Bool {
        switch action {
        case .tap, .hold, .tapOutside: true
        default: false
        }
    }

    func tap(_ target: PreviewTarget) {
        switch target {
        case .presentation(let id, let url):
            guard let record = system.record(id) else { return }
            system.open(app: record.app)
            flash = "\(record.app) opens" + (url.map { " at \($0)" } ?? " (no widgetURL: its default scene)")
        case .row(let id):
            guard selectedID != id else {
                flash = "\(selectedName) is selected already"
                return
            }
            selectedID = id
            flash = "selected \(selectedName)"
        case .dismiss(let id):
            do {
                try system.dismiss(id)
                flash = "\(id) cleared from the Lock Screen"
            } catch {
                flash = "\(id): \(error)"
            }
        case .app(let app):
            system.open(app: app)
            flash = "\(app) opens: its activity leaves the island while it is in the foreground"
        case .control(let id, let name, let isToggle, let intent):
            let kind = isToggle ? "toggle" : "button"
            // The path a scenario's `tap` takes too (`ControlTap`): the same log line, the
            // intent run as the app, what it updates then drawn from the system's record.
            let outcome = ControlTap.run(intent, named: name, in: id, system: system)
            run.markOwnState(id)
            switch outcome {
            case .ran(_, _, let intentName, let app, .performed): flash = "\(kind) “\(name)”: \(intentName) ran in \(app)"
            case .ran(_, _, let intentName, _, .failed(let reason)): flash = "\(kind) “\(name)”: \(intentName) failed: \(reason)"
            case .ran(_, _, let intentName, _, .unfinished): flash = "\(kind) “\(name)”: \(intentName) did not finish"
            default: flash = "\(kind) “\(name)” of \(id): its action runs in the app (no App Intent to run here)"
            }
        }
    }

    func hold(_ id: String) {
        selectedID = id
        guard !expandedByUser.contains(id) else {
            flash = "\(id) is held already: e or a click outside lets go"
            return
        }
        toggleExpanded(asker: "a hold")
    }

    /// A click on nothing: what the person held collapses and an open app goes to the
    /// background, or the status line says there was neither.
    func tapOutside() {
        let held = expandedByUser.sorted()
        for id in held { system.collapse(id) }
        expandedByUser = []
        let app = system.foregroundApp
        if app != nil { system.open(app: nil) }
        var done: [String] = []
        if !held.isEmpty { done.append("\(held.joined(separator: ", ")) let go") }
        if let app { done.append("\(app) goes to the background: the Home Screen") }
        flash = done.isEmpty ? "a click on nothing: no island is held and no app is open" : done.joined(separator: "; ")
    }
}
