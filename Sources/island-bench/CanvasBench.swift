import TerminalCanvas
import TerminalEncoders

/// `island-bench canvas`: canvas diff and ANSI encoding (written with the TerminalCanvas issue).
///
/// A 200×50 canvas of styled text, with some CJK and emoji, is diffed against copies with 0%,
/// 1% and 100% of its cells changed; each diff is then encoded as ANSI at 24-bit and 256
/// colours. One JSON line per measurement: median time over the repetitions and, for the
/// encodings, the bytes emitted. `--repetitions N` sets the repetitions of the cheapest case
/// (default 2000); costlier cases run a tenth as many. `--changed 1%` runs one case only;
/// `--damage` measures damage instead (`runDamageBenchmarks`).
func runCanvasBenchmarks(_ arguments: [String]) {
    var repetitions = 2_000
    if let flag = arguments.firstIndex(of: "--repetitions"), flag + 1 < arguments.count,
       let value = Int(arguments[flag + 1]), value > 0 {
        repetitions = value
    }
    var onlyCase: String?
    if let flag = arguments.firstIndex(of: "--changed"), flag + 1 < arguments.count {
        onlyCase = arguments[flag + 1]
    }
    if arguments.contains("--damage") { return runDamageBenchmarks(repetitions: repetitions) }
    let base = CanvasBenchScene.canvas(variant: 0)
    let cases: [(name: String, next: Canvas)] = [
        ("0%", base),
        ("1%", CanvasBenchScene.withScatteredChanges(base, count: base.width * base.height / 100)),
        ("100%", CanvasBenchScene.canvas(variant: 1)),
    ]
    for (name, next) in cases where onlyCase == nil || onlyCase == name {
        let changes = diff(base, next)
        let diffRepetitions = name == "100%" ? max(repetitions / 10, 1) : repetitions
        let diffSamples = sampleNanoseconds(repetitions: diffRepetitions) {
            Double(diff(base, next).changedCellCount)
        }
        print(BenchRecord([
            "suite": .string("canvas"), "case": .string("diff"), "changed": .string(name),
            "size": .string("\(base.width)x\(base.height)"), "runs": .integer(changes.count),
            "cells": .integer(changes.changedCellCount),
            "median_us": .number(median(diffSamples) / 1_000), "repetitions": .integer(diffRepetitions),
        ]).jsonLine)
        for depth in [ColorDepth.trueColor, .ansi256] {
            let encoder = ANSIEncoder(depth: depth)
            let bytes = encoder.bytes(for: changes).count
            let encodeRepetitions = changes.changedCellCount > 1_000 ? max(repetitions / 10, 1) : repetitions
            let samples = sampleNanoseconds(repetitions: encodeRepetitions) {
                Double(encoder.bytes(for: changes).count)
            }
            print(BenchRecord([
                "suite": .string("canvas"), "case": .string("ansi"), "changed": .string(name),
                "depth": .string("\(depth)"), "bytes": .integer(bytes),
                "median_us": .number(median(samples) / 1_000), "repetitions": .integer(encodeRepetitions),
            ]).jsonLine)
        }
    }
}

/// The canvases the canvas benchmark diffs: deterministic, so every run measures the same work.
enum CanvasBenchScene {
    static let width = 200
    static let height = 50

    /// A screen of styled text; `variant` 1 differs from 0 in every cell (other text, other
    /// colours), so diffing them changes 100% of the cells.
    static func canvas(variant: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        let words = variant == 0
            ? ["Pizza", "delivery", "12:00", "实时活动", "🍕", "Отображение", "arriving", "👨‍👩‍👧"]
            : ["TACOS", "PICKUP", "09:41", "ライブ", "🌮", "Статус", "LEAVING", "🇺🇦"]
        let palette: [TerminalColor] = variant == 0
            ? [.default, .cyan, .rgb(255, 136, 0), .indexed(208), .brightWhite]
            : [.red, .rgb(30, 30, 46), .green, .indexed(33), .rgb(200, 200, 255)]
        for y in 0..<height {
            var x = 0
            var index = y
            while x < width {
                let style = Style(foreground: palette[index % palette.count],
                                  background: variant == 0 ? .default : .indexed(UInt8(236 + y % 8)),
                                  attributes: index % 3 == 0 ? .bold : [])
                x = canvas.write(words[index % words.count] + " ", at: Point(x: x, y: y), style: style)
                index += 1
            }
        }
        return canvas
    }

    /// `canvas` with `count` cells changed at scattered, repeatable positions.
    static func withScatteredChanges(_ canvas: Canvas, count: Int) -> Canvas {
        var changed = canvas
        var seed: UInt64 = 0x5EED
        var done = 0
        while done < count {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let x = Int(seed >> 33) % canvas.width, y = Int(seed >> 17 & 0xFFFF) % canvas.height
            guard changed[x, y] == canvas[x, y] else { continue }
            changed[x, y] = Cell("#", style: Style(foreground: .magenta))
            done += 1
        }
        return changed
    }
}

/// `island-bench canvas --damage`: what recording damage costs painting, and the diff within
/// it: a countdown's five cells and a card's 576 written into a 200×50 canvas that tracks
/// damage and one that does not, then diffed (within the damage, and every cell).
func runDamageBenchmarks(repetitions: Int) {
    guard let screen = PeerScreen.generated() else { return }
    for tracking in [false, true] {
        var canvas = screen.canvas(variant: 0, seconds: PeerScreen.startSeconds)
        if tracking { canvas.startTrackingDamage() }
        var seconds = PeerScreen.startSeconds
        let tick = sampleNanoseconds(repetitions: repetitions) {
            seconds -= 1
            screen.paint(into: &canvas, variant: 0, seconds: seconds, within: screen.components["countdown"])
            return Double(canvas.width)
        }
        var variant = 0
        let card = sampleNanoseconds(repetitions: repetitions) {
            variant ^= 1
            screen.paint(into: &canvas, variant: variant, seconds: seconds, within: screen.components["card2"])
            return Double(canvas.width)
        }
        let before = canvas
        screen.paint(into: &canvas, variant: variant ^ 1, seconds: seconds, within: screen.components["card2"])
        let damage = canvas.takeDamage()
        let within = sampleNanoseconds(repetitions: repetitions) {
            Double(CanvasDiff(from: before, to: canvas, within: tracking ? damage : nil).changedCellCount)
        }
        print(BenchRecord([
            "suite": .string("canvas"), "case": .string("damage"), "tracking": .string("\(tracking)"),
            "tick_us": .number(median(tick) / 1_000), "card_us": .number(median(card) / 1_000),
            "diff_us": .number(median(within) / 1_000), "repetitions": .integer(repetitions),
        ]).jsonLine)
    }
}
