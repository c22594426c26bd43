import Foundation
import IslandUI
import TerminalCanvas
import TerminalEncoders

extension FuzzTarget {
    /// Display width and the sanitising path: any string into cells, as plain text and ANSI.
    public static let text = FuzzTarget(
        name: "text",
        summary: "display width and sanitising: any UTF-8 sanitised, measured, written into a canvas, encoded as plain text and ANSI"
    ) { data in
        let text = String(decoding: data, as: UTF8.self)
        let safe = text.sanitizedForTerminal
        Invariants.checkOneSafeLine(safe, "sanitised text")
        FuzzFinding.check(safe.sanitizedForTerminal == safe, "sanitising is not idempotent: \(safe.debugDescription.prefix(200))")
        let width = safe.displayWidth
        FuzzFinding.check(width >= 0 && width <= 2 * safe.unicodeScalars.count, "a width of \(width) for \(safe.unicodeScalars.count) scalars")
        for columns in [1, 2, 7, 40] {
            var canvas = Canvas(width: columns, height: 2)
            // The column returned is past the right edge when the text is cut there (documented).
            let end = canvas.write(text, at: Point(x: 0, y: 0), style: Style(foreground: .rgb(255, 136, 0), attributes: .bold))
            FuzzFinding.check(end >= 0, "writing ended at column \(end)")
            canvas.write(text, at: Point(x: columns / 2, y: 1), style: Style())
            Invariants.checkPlainText(canvas, "text in a canvas \(columns) wide")
            Invariants.checkANSI(ANSIEncoder(depth: .trueColor).encode(canvas), "text as ANSI")
            Invariants.checkANSI(ANSIEncoder(depth: .ansi16).encode(canvas), "text as 16-colour ANSI")
        }
    }

    /// Random view trees, laid out and painted at a random width.
    public static let layout = FuzzTarget(
        name: "layout",
        summary: "random view trees (stacks, texts, spacers, images, progress, frames, padding, priorities) laid out and painted"
    ) { data in
        var bytes = FuzzBytes(data)
        let width = bytes.int(in: 0...120)
        let height: Int? = bytes.bool() ? bytes.int(in: 0...40) : nil
        var budget = 400
        let tree = randomView(&bytes, depth: 0, budget: &budget)
        var environment = EnvironmentValues()
        environment.date = Date(timeIntervalSince1970: 1_800_000_000)
        let renderer = ViewRenderer(environment: environment)
        let frame = renderer.render(tree, width: width, height: height)
        // The same tree laid out again, its work counted: a cost cliff is a finding like a crash.
        // (A fresh renderer: the first would hand its layout on to a tree that lays out alike.)
        let counting = ViewRenderer(environment: environment)
        let node = counting.resolve(tree)
        _ = counting.layout(node, width: width, height: height)
        Invariants.checkLayoutWork(node.layoutWork)
        FuzzFinding.check(frame.canvas.width == width, "a render \(frame.canvas.width) wide for \(width) asked")
        if let height { FuzzFinding.check(frame.canvas.height == height, "a render \(frame.canvas.height) high for \(height) asked") }
        Invariants.checkPlainText(frame.canvas, "a random view tree")
        for region in frame.regions {
            FuzzFinding.check(region.rect.width >= 0 && region.rect.height >= 0, "a region of negative size")
        }
    }

    /// A view built from the bytes: at most eight levels deep and `budget` views in all.
    static func randomView(_ bytes: inout FuzzBytes, depth: Int, budget: inout Int) -> AnyView {
        budget -= 1
        let leafOnly = depth >= 8 || budget <= 0 || bytes.isExhausted
        let kind = bytes.int(in: 0...(leafOnly ? 5 : 10))
        var view: AnyView
        switch kind {
        case 0: view = AnyView(Text(bytes.string(maximum: 24)))
        case 1: view = AnyView(Spacer(minLength: bytes.bool() ? Double(bytes.int(in: 0...60)) : nil))
        case 2: view = AnyView(Image(systemName: bytes.pick(["bag", "timer", "car.fill", "airplane", "nonexistent.symbol", ""])))
        case 3: view = AnyView(ProgressView(value: Double(bytes.int(in: -10...110)), total: Double(bytes.int(in: 0...100))))
        case 4: view = AnyView(Text(timerInterval: Date(timeIntervalSince1970: 1_800_000_000)...Date(timeIntervalSince1970: 1_800_000_000 + Double(bytes.int(in: 0...90_000))),
                                    countsDown: bytes.bool()))
        case 5: view = AnyView(Divider())
        default:
            let count = bytes.int(in: 0...(bytes.bool() ? 40 : 6))
            var children: [AnyView] = []
            for _ in 0..<count where budget > 0 { children.append(randomView(&bytes, depth: depth + 1, budget: &budget)) }
            let spacing: CGFloat? = bytes.bool() ? CGFloat(bytes.int(in: 0...20)) : nil
            switch kind {
            case 6, 7: view = AnyView(HStack(spacing: spacing) { ViewList(children) })
            case 8, 9: view = AnyView(VStack(alignment: bytes.pick([.leading, .center, .trailing]), spacing: spacing) { ViewList(children) })
            default: view = AnyView(ZStack { ViewList(children) })
            }
        }
        // Modifiers, in the order the bytes choose.
        while bytes.int(in: 0...3) == 0 && !bytes.isExhausted {
            switch bytes.int(in: 0...7) {
            case 0: view = AnyView(view.padding(Double(bytes.int(in: 0...40))))
            case 1: view = AnyView(view.frame(width: bytes.bool() ? Double(bytes.int(in: 0...500)) : nil,
                                              height: bytes.bool() ? Double(bytes.int(in: 0...300)) : nil))
            case 2: view = AnyView(view.layoutPriority(Double(bytes.int(in: -5...5))))
            case 3: view = AnyView(view.lineLimit(bytes.bool() ? bytes.int(in: 0...4) : nil))
            case 4: view = AnyView(view.font(bytes.pick([Font.headline, .caption, .title, .body])))
            case 5: view = AnyView(view.opacity(Double(bytes.int(in: 0...10)) / 10))
            case 6: view = AnyView(view.frame(minWidth: Double(bytes.int(in: 0...200)), maxWidth: bytes.bool() ? .infinity : Double(bytes.int(in: 0...400))))
            default: view = AnyView(view.fixedSize())
            }
        }
        return view
    }
}
