import Foundation

/// `island-bench loop [--rounds N] [--against ISLAND]`: the edit-and-see loop of a widget folder
/// (issue 40, docs/BENCHMARKS.md "The loop"), as whole processes of the `island` built beside
/// this program. Each round, on a 10-file widget folder written into a scratch directory (the
/// repository's `docs/examples/DeliveryWidget` and six files of views beside it):
///
/// - **first run**: `island snapshot <folder>` with an empty cache, after `swift build`;
/// - **nothing changed**: the same again;
/// - **a one-line edit**: a courier's name never used before, then `island snapshot`;
/// - **save → screen**: `island preview <folder> --watch` in tmux, the phone locked, the same
///   kind of edit saved, and the time until the new name is on the locked phone; whether the
///   phone is still locked is the "state kept" column;
/// - **baseline**: `island snapshot pizza-delivery`, a built-in example, nothing compiled: what
///   starting `island` and drawing cost, interleaved with the steps, which are given as ratios to
///   it; with `--against ISLAND`, every step is also run with that `island` in turn (A/B).
///
/// Medians of the rounds, wall and CPU (the child's, from `wait4`); the commit is named.
func runLoopBenchmarks(_ arguments: [String]) {
    var rounds = 5, against: String?
    var rest = arguments[...]
    while let word = rest.popFirst() {
        switch word {
        case "--rounds": rounds = rest.popFirst().flatMap(Int.init) ?? 0
        case "--against": against = rest.popFirst()
        default:
            FileHandle.standardError.write(Data("usage: island-bench loop [--rounds N] [--against ISLAND]\n".utf8))
            exit(2)
        }
    }
    guard rounds > 0 else {
        FileHandle.standardError.write(Data("island-bench loop: --rounds takes a number above 0\n".utf8))
        exit(2)
    }
    let here = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    var islands = [("this", here.appendingPathComponent("island").path)]
    if let against { islands.append(("against", against)) }
    for (_, path) in islands where !FileManager.default.isExecutableFile(atPath: path) {
        FileHandle.standardError.write(Data("island-bench loop: no island at \(path) (swift build -c release builds it)\n".utf8))
        exit(1)
    }
    do {
        let bench = try LoopBench(islands: islands)
        defer { bench.removeScratch() }
        try bench.run(rounds: rounds)
    } catch {
        FileHandle.standardError.write(Data("island-bench loop: \(error)\n".utf8))
        exit(1)
    }
}

/// One island's run of a step: wall and CPU seconds.
struct LoopTiming {
    var wall: Double
    var cpu: Double?
}

struct LoopBench {
    let islands: [(name: String, path: String)]
    let scratch: URL
    let repository: URL

    init(islands: [(name: String, path: String)]) throws {
        self.islands = islands
        scratch = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("island-bench-loop-\(getpid())")
        repository = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard FileManager.default.fileExists(atPath: repository.appendingPathComponent("docs/examples/DeliveryWidget").path) else {
            throw BenchError("run from the repository's root (docs/examples/DeliveryWidget is copied)")
        }
    }

    func removeScratch() { try? FileManager.default.removeItem(at: scratch) }

    static let steps = ["baseline", "first run", "nothing changed", "a one-line edit", "save → screen"]

    func run(rounds: Int) throws {
        var timings: [String: [String: [LoopTiming]]] = [:]
        var stateKept: [String: [Bool]] = [:]
        var edits = 0
        for round in 1...rounds {
            for (name, island) in islands {
                FileHandle.standardError.write(Data("loop: round \(round)/\(rounds): \(name)\n".utf8))
                let folder = try makeFolder(for: name)
                let cache = scratch.appendingPathComponent("cache-\(name)-\(round)")
                let environment = ["TERMISLAND_CACHE": cache.path, "TERMISLAND_RUNTIME_DIR": scratch.appendingPathComponent("runtime").path,
                                   "NO_COLOR": "1"]
                func step(_ step: String, _ words: [String], expecting text: String) throws {
                    let (timing, output) = try Self.timed([island] + words, environment: environment)
                    guard output.contains(text) else { throw BenchError("\(step): island printed no \"\(text)\":\n\(output.suffix(2000))") }
                    timings[name, default: [:]][step, default: []].append(timing)
                }
                try step("baseline", ["snapshot", "pizza-delivery"], expecting: "pizza-delivery · lock-screen")
                // Through the library, not the package: an island older than its modules (a
                // build of one product since) would build TermIsland again and time that.
                try step("first run", ["snapshot", folder.path], expecting: "against this island's TermIsland")
                try step("nothing changed", ["snapshot", folder.path], expecting: "Ana")
                edits += 1
                let courier = "Bo\(edits)"
                try edit(folder, courier: courier)
                try step("a one-line edit", ["snapshot", folder.path], expecting: courier)
                edits += 1
                let (seen, locked) = try saveToScreen(island, folder, environment, courier: "Cy\(edits)", previous: courier)
                timings[name, default: [:]]["save → screen", default: []].append(LoopTiming(wall: seen, cpu: nil))
                stateKept[name, default: []].append(locked)
            }
        }
        report(timings, stateKept: stateKept, rounds: rounds)
    }

    /// DeliveryWidget's four files and six more of views, ten in all.
    func makeFolder(for name: String) throws -> URL {
        let folder = scratch.appendingPathComponent("folder-\(name)/DeliveryWidget")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repository.appendingPathComponent("docs/examples/DeliveryWidget"), to: folder)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("__Snapshots__"))
        for index in 1...6 {
            try """
                import SwiftUI

                /// A row of the order's details (written by island-bench loop).
                struct DetailRow\(index): View {
                    let title: String
                    let value: Int

                    var body: some View {
                        HStack {
                            Text(title).font(.caption)
                            Spacer()
                            Text("\\(value * \(index))").monospacedDigit()
                        }
                    }
                }

                """.write(to: folder.appendingPathComponent("DetailRow\(index).swift"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// The courier of the preview's states, written in place as an editor saves.
    func edit(_ folder: URL, courier: String, previous: String = "Ana") throws {
        let file = folder.appendingPathComponent("Shared/DeliveryAttributes.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
        guard text.contains("courier: \"\(previous)\"") else { throw BenchError("\(file.path) has no courier \"\(previous)\"") }
        try Data(text.replacingOccurrences(of: "courier: \"\(previous)\"", with: "courier: \"\(courier)\"").utf8).write(to: file)
    }

    /// `island preview <folder> --watch` in tmux: locked, then `courier` saved; the seconds
    /// from the save until the locked phone shows it, and whether it is still locked.
    func saveToScreen(_ island: String, _ folder: URL, _ environment: [String: String], courier: String,
                      previous: String) throws -> (seconds: Double, locked: Bool) {
        let session = "island-bench-loop-\(getpid())"
        let variables = (environment.merging(["ISLAND_MOTION": "none", "TERM": "tmux-256color"]) { $1 })
            .filter { $0.key != "NO_COLOR" }.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
        let command = "env -u NO_COLOR \(variables) \(island) preview \(folder.path) --watch; sleep 60"
        _ = try Self.tmux(["new-session", "-d", "-s", session, "-x", "120", "-y", "45", command])
        defer { _ = try? Self.tmux(["kill-session", "-t", session]) }
        func screen() -> String { (try? Self.tmux(["capture-pane", "-p", "-t", session])) ?? "" }
        func wait(_ what: String, seconds: Double, until seen: (String) -> Bool) throws {
            let deadline = Date().addingTimeInterval(seconds)
            while !seen(screen()) {
                if Date() > deadline { throw BenchError("save → screen: no \(what) within \(Int(seconds)) s:\n\(screen())") }
                usleep(10_000)
            }
        }
        try wait("previewer", seconds: 120) { $0.contains("ACTIVITIES") }
        // A key sent while the previewer is still starting can be lost: sent again until the
        // phone is locked (it toggles, so only while it is not).
        let lockDeadline = Date().addingTimeInterval(20)
        while !screen().contains("╭─ locked") {
            if Date() > lockDeadline { throw BenchError("save → screen: the phone did not lock:\n\(screen())") }
            _ = try Self.tmux(["send-keys", "-t", session, "l"])
            let sent = Date()
            while !screen().contains("╭─ locked") && Date().timeIntervalSince(sent) < 1 { usleep(10_000) }
        }
        try wait("locked phone showing \(previous)", seconds: 10) { $0.contains("│ \(previous) · 3 items") }
        try edit(folder, courier: courier, previous: previous)
        let saved = Date()
        try wait("new courier", seconds: 60) { $0.contains("│ \(courier) · 3 items") }
        let seconds = Date().timeIntervalSince(saved)
        return (seconds, screen().contains("╭─ locked"))
    }

    /// Runs `arguments` to its end: its wall time, its CPU time (user and system, from
    /// `wait4`), and what it printed.
    static func timed(_ arguments: [String], environment: [String: String]) throws -> (LoopTiming, String) {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("island-bench-loop-\(getpid()).out")
        defer { try? FileManager.default.removeItem(at: output) }
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let handle = try FileHandle(forWritingTo: output)
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, handle.fileDescriptor, 1)
        posix_spawn_file_actions_adddup2(&actions, handle.fileDescriptor, 2)
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let argv = arguments.map { strdup($0) } + [nil], envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let start = Date()
        let spawned = posix_spawn(&child, arguments[0], &actions, nil, argv, envp)
        try? handle.close()
        guard spawned == 0 else { throw BenchError("cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0, usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Date().timeIntervalSince(start)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        let printed = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return (LoopTiming(wall: wall, cpu: seconds(usage.ru_utime) + seconds(usage.ru_stime)), printed)
    }

    /// A tmux command's output. Spawned and waited for by its pid (`timed`): the server that
    /// `new-session` starts keeps what it inherited, which a `Process` would wait on for ever.
    @discardableResult
    static func tmux(_ arguments: [String]) throws -> String {
        let (_, output) = try timed(["/usr/bin/env", "tmux", "-f", "/dev/null"] + arguments, environment: [:])
        return output
    }

    func report(_ timings: [String: [String: [LoopTiming]]], stateKept: [String: [Bool]], rounds: Int) {
        func median(_ values: [Double]) -> Double? {
            guard !values.isEmpty else { return nil }
            let sorted = values.sorted()
            return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        func text(_ value: Double?) -> String { value.map { String(format: "%.2f s", $0) } ?? "—" }
        print("island-bench loop: \(rounds) rounds, a 10-file widget folder, commit \(Self.commit())")
        for (name, path) in islands {
            let mine = timings[name] ?? [:]
            let baseline = median(mine["baseline"]?.map(\.wall) ?? [])
            print("\n\(name): \(path)")
            print("step                 wall      CPU       × baseline   runs (wall)")
            for step in Self.steps {
                let runs = mine[step] ?? []
                let wall = median(runs.map(\.wall)), cpu = median(runs.compactMap(\.cpu))
                let ratio = step == "baseline" ? "" : (wall.flatMap { w in baseline.map { String(format: "%.1f×", w / $0) } } ?? "")
                let each = runs.map { String(format: "%.2f", $0.wall) }.joined(separator: " ")
                print(step.padding(toLength: 20, withPad: " ", startingAt: 0), text(wall).padding(toLength: 9, withPad: " ", startingAt: 0),
                      text(cpu).padding(toLength: 9, withPad: " ", startingAt: 0), ratio.padding(toLength: 12, withPad: " ", startingAt: 0), each)
                let json = ["\"suite\":\"loop\"", "\"island\":\"\(name)\"", "\"case\":\"\(step)\"", "\"reps\":\(runs.count)",
                            wall.map { "\"median_wall_s\":\(String(format: "%.3f", $0))" }, cpu.map { "\"median_cpu_s\":\(String(format: "%.3f", $0))" }]
                FileHandle.standardError.write(Data(("{" + json.compactMap { $0 }.joined(separator: ",") + "}\n").utf8))
            }
            let kept = stateKept[name] ?? []
            print("state kept (the phone still locked after the save): \(kept.filter { $0 }.count) of \(kept.count)")
        }
        if islands.count == 2 {
            print("\nthis / against, medians of wall time:")
            for step in Self.steps {
                if let a = median(timings["this"]?[step]?.map(\.wall) ?? []), let b = median(timings["against"]?[step]?.map(\.wall) ?? []) {
                    print("  \(step): \(String(format: "%.2f", a / b))")
                }
            }
        }
    }

    /// The repository's commit, with "(with uncommitted changes)" when there are some.
    static func commit() -> String {
        func git(_ words: [String]) -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git"] + words
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { return "" }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let head = git(["rev-parse", "--short", "HEAD"])
        return git(["status", "--porcelain", "--untracked-files=no"]).isEmpty ? head : head + " (with uncommitted changes)"
    }
}
