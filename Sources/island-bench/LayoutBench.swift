import Foundation
import IslandUI
import TerminalCanvas

/// `island-bench layout`: a 40-view tree the size of a busy expanded presentation, resolved,
/// laid out and painted; then laid out again at a new width; then again at the same width a
/// minute later (a timer tick). Median times over repetitions.
///
/// "cold" uses a new renderer each time (every stack system is built); "warm" reuses one, as a
/// previewer does between frames.
func runLayoutBenchmarks(_ arguments: [String]) {
    var sizes = [10, 100, 1_000, 10_000]
    if let index = arguments.firstIndex(of: "--stack-sizes"), index + 1 < arguments.count {
        sizes = arguments[index + 1].split(separator: ",").compactMap { Int($0) }
    }
    if arguments.contains("--stacks-only") {
        runStackSizeBenchmarks(sizes: sizes, quick: arguments.contains("--quick"))
        return
    }
    let repetitions = arguments.contains("--quick") ? 50 : 500
    let start = Date(timeIntervalSince1970: 0)
    func environment(at seconds: Double) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.date = start.addingTimeInterval(seconds)
        return values
    }
    let tree = BusyExpandedPresentation(interval: start...start.addingTimeInterval(25 * 60))

    // `--only WORDS`: only the cases whose name holds WORDS (for a profiler); the others' setup still runs.
    let only = arguments.firstIndex(of: "--only").flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    var sink = 0
    func measure(_ name: String, _ body: () -> Canvas) {
        if let only, !name.contains(only) { return }
        var samples: [Double] = []
        for _ in 0..<repetitions {
            let begin = monotonicNanoseconds()
            let canvas = body()
            samples.append(Double(monotonicNanoseconds() - begin))
            sink &+= canvas.width
        }
        let microseconds = median(samples) / 1000
        print(BenchRecord([
            "suite": .string("layout"), "case": .string(name), "views": .integer(BusyExpandedPresentation.viewCount),
            "reps": .integer(repetitions), "median_us": .number(microseconds),
            "us_per_view": .number(microseconds / Double(BusyExpandedPresentation.viewCount)),
        ]).jsonLine)
    }

    measure("cold: resolve, lay out and paint at 46 columns") {
        ViewRenderer(environment: environment(at: 0)).render(tree, width: 46).canvas
    }
    let warm = ViewRenderer(environment: environment(at: 0))
    _ = warm.render(tree, width: 46)
    _ = warm.render(tree, width: 50)
    // Sixteen widths in turn: more than a renderer keeps layouts of, so each is laid out again.
    var step = 0
    measure("warm: re-layout at a new width (40…55 in turn)") {
        step += 1
        return warm.render(tree, width: 40 + step % 16).canvas
    }
    measure("warm: same width again (a timer tick)") {
        warm.render(tree, width: 46).canvas
    }
    // The three stages of a warm frame, apart.
    let resolved = warm.resolve(tree)
    measure("warm stage: resolve the view tree only") {
        _ = warm.resolve(tree)
        return Canvas(width: 1, height: 1)
    }
    measure("warm stage: lay out a resolved tree only") {
        _ = warm.layout(resolved, width: 46, height: nil)
        return Canvas(width: 1, height: 1)
    }
    let laidOut = warm.layout(resolved, width: 46, height: nil)
    measure("warm stage: paint a laid-out tree only") {
        var canvas = Canvas(width: 46, height: 6)
        Painter(environment: warm.environment).paint(laidOut, into: &canvas)
        return canvas
    }
    if arguments.contains("--print") {
        print(warm.render(tree, width: 46).canvas.plainText)
    }
    let next = ViewRenderer(environment: environment(at: 60))
    _ = next.render(tree, width: 46)
    measure("warm: a minute later (new timer digits)") {
        next.render(tree, width: 46).canvas
    }
    // What a scene does for unchanged content: the last tree brought to the new date (its
    // timer and timer progress), a second later each frame.
    let kept = ViewRenderer(environment: environment(at: 0))
    _ = kept.render(tree, width: 46, reusingFor: "busy")
    var second = 0.0
    measure("warm: a timer tick of unchanged content, its tree brought on") {
        second += 1
        kept.environment = environment(at: second)
        return kept.render(tree, width: 46, reusingFor: "busy").canvas
    }
    blackHole(Double(sink))
    if !arguments.contains("--no-stacks") { runStackSizeBenchmarks(sizes: sizes, quick: arguments.contains("--quick")) }
}

/// Stacks of N children, N = 10, 100, 1,000 and 10,000, each rendered cold (a new renderer, as
/// `island snapshot` does) and warm (the same renderer again, as a timer tick draws an
/// unchanged tree), in a space too small for the children's ideal lengths, so the stack must
/// share a shortfall:
///
/// - a row of N texts, 46 columns wide: their longest words do not fit, so they are squeezed;
/// - a column of N one-row texts in a 46×10 card: it overflows and loses its last rows;
/// - a column of N two-line texts given one and a half rows each: some wrap, some truncate.
///
/// Repetitions shrink with N (at least 5, within about a second a case).
func runStackSizeBenchmarks(sizes: [Int], quick: Bool) {
    for count in sizes {
        let words = (0..<count).map { "item\($0) ok" }
        let cases: [(String, Int, Int?, AnyView)] = [
            ("hstack of texts, 46 columns", 46, nil, AnyView(HStack { ForEach(0..<count, id: \.self) { Text(words[$0]) } })),
            ("vstack of texts, 46x10 card", 46, 10, AnyView(VStack(alignment: .leading) {
                ForEach(0..<count, id: \.self) { Text(words[$0]) }
            })),
            ("vstack of two-line texts, 1.5 rows each", 8, count * 3 / 2, AnyView(VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<count, id: \.self) { Text(words[$0]) }
            })),
        ]
        for (name, width, height, view) in cases {
            let warm = ViewRenderer()
            _ = warm.render(view, width: width, height: height)
            for (temperature, renderer) in [("cold", nil), ("warm", warm)] as [(String, ViewRenderer?)] {
                var samples: [Double] = []
                var sink = 0
                let budget: UInt64 = quick ? 200_000_000 : 1_000_000_000
                let maximum = quick ? 20 : 200
                let begin = monotonicNanoseconds()
                while samples.count < maximum && (samples.count < 5 || monotonicNanoseconds() - begin < budget) {
                    let start = monotonicNanoseconds()
                    let canvas = (renderer ?? ViewRenderer()).render(view, width: width, height: height).canvas
                    samples.append(Double(monotonicNanoseconds() - start))
                    sink &+= canvas.height
                }
                let microseconds = median(samples) / 1000
                print(BenchRecord([
                    "suite": .string("layout"), "case": .string("\(temperature): \(name)"), "children": .integer(count),
                    "reps": .integer(samples.count), "median_us": .number(microseconds),
                    "us_per_view": .number(microseconds / Double(count)),
                ]).jsonLine)
                blackHole(Double(sink))
            }
        }
    }
}

/// About 40 views: leading and trailing columns, a centred title, a progress row and buttons.
struct BusyExpandedPresentation: View {
    static let viewCount = 40
    let interval: ClosedRange<Date>

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                VStack(alignment: .leading) {
                    Label("2 Pizzas", systemImage: "bag")
                    Text("Order #4821").font(.caption)
                }
                Spacer()
                VStack(alignment: .center) {
                    Text("Mario's Pizzeria").bold().lineLimit(1)
                    Text("Driver John is on the way").lineLimit(1)
                }
                .layoutPriority(1)
                Spacer()
                VStack(alignment: .trailing) {
                    Text(timerInterval: interval, countsDown: true).monospacedDigit()
                    Text("ETA").font(.caption)
                }
            }
            HStack {
                Image(systemName: "car.fill")
                ProgressView(timerInterval: interval, countsDown: false).tint(.cyan)
                Image(systemName: "house.fill")
            }
            HStack {
                Text("Pickup").foregroundColor(.secondary)
                Spacer()
                Text("12 min").bold()
                Divider()
                Text("Drop-off").foregroundColor(.secondary)
                Spacer()
                Text("25 min").bold()
            }
            HStack {
                Button("Call driver") {}
                Spacer()
                Button("Message") {}
                Spacer()
                Toggle("Updates", isOn: true)
            }
            .tint(.green)
        }
        .padding(.horizontal, 8)
    }
}
