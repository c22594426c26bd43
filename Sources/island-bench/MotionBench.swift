import Foundation
import IslandExamples
import LiveActivity
import Motion
import TerminalCanvas

/// `island-bench motion`: drawing transition frames. A whole 200×50 screen where five regions
/// change (two texts blur, a number rolls, a view fades in, an image cross-fades), one frame in
/// the middle of the transition; a digit roll in a compact presentation; the island's morph from
/// compact to expanded in a scene; and building a transition (pairing the regions and choosing
/// the effects) for the whole screen.
func runMotionBenchmarks(_ arguments: [String]) {
    let repetitions = arguments.contains("--quick") ? 50 : 1000
    func measure(_ name: String, _ body: () -> Double) {
        let samples = sampleNanoseconds(repetitions: repetitions, body)
        print(BenchRecord([
            "suite": .string("motion"), "case": .string(name),
            "reps": .integer(repetitions), "median_us": .number(median(samples) / 1000),
        ]).jsonLine)
    }

    // A 200×50 screen: the five changing regions laid over a filled background.
    func screen(later: Bool) -> RenderedFrame {
        var canvas = Canvas(width: 200, height: 50, fill: Cell(" ", style: Style(background: .rgb(20, 30, 60))))
        var regions: [Region] = []
        func text(_ id: String, _ value: String, at point: Point, kind: RegionKind = .text, transition: ContentTransitionEffect? = nil) {
            canvas.write(value, at: point, style: Style(foreground: .rgb(240, 240, 240), background: .rgb(20, 30, 60)))
            regions.append(Region(id: RegionID(id), rect: Rect(x: point.x, y: point.y, width: value.count, height: 1), kind: kind,
                                  contentTransition: transition))
        }
        text("driver", later ? "Maria Ortega is on her way" : "Bill James is on his way!!", at: Point(x: 10, y: 5))
        text("status", later ? "Arriving in two minutes" : "Leaving the restaurant ", at: Point(x: 10, y: 7))
        text("eta", later ? "12:39" : "12:40", at: Point(x: 150, y: 5), transition: .numericText(countsDown: true))
        if later { text("note", "Your order is almost there, get ready at the door", at: Point(x: 10, y: 20)) }
        text("icon", later ? "🏠" : "🚗", at: Point(x: 100, y: 30), kind: .image)
        return RenderedFrame(canvas: canvas, regions: regions)
    }
    let before = screen(later: false), after = screen(later: true)
    let whole = FrameTransition(from: before, to: after)
    var sink = 0.0
    measure("build a transition: 200×50, five regions changing") {
        Double(FrameTransition(from: before, to: after).duration)
    }
    measure("one transition frame: 200×50, five regions changing") {
        sink += Double(whole.canvas(at: whole.duration * 0.45).width)
        return sink
    }

    // A digit roll in a compact presentation.
    let start = Date(timeIntervalSince1970: 1_800_000_000)
    func compact(eta: String) -> RenderedFrame {
        var canvas = Canvas(width: 29, height: 3, fill: Cell(" ", style: Style(background: .rgb(0, 0, 0))))
        canvas.write(eta, at: Point(x: 23, y: 1), style: Style(foreground: .rgb(255, 255, 255), background: .rgb(0, 0, 0)))
        return RenderedFrame(canvas: canvas, regions: [Region(id: RegionID("eta"), rect: Rect(x: 23, y: 1, width: 5, height: 1),
                                                                kind: .timerText, contentTransition: .numericText(countsDown: true))])
    }
    let roll = FrameTransition(from: compact(eta: "12:40"), to: compact(eta: "12:39"))
    measure("one transition frame: a digit roll in a compact presentation") {
        Double(roll.canvas(at: roll.duration * 0.3).width)
    }

    // The island's morph in a scene, compact to expanded.
    var content = SceneContent(island: .compact("pizza"), lockScreen: ["pizza"])
    content.activities["pizza"] = SceneContent.Activity(kind: Example.pizzaDelivery.kind, data: Example.pizzaDelivery.kind.preview!(start, 300).data)
    let scenes = SceneRenderer()
    let compactScene = scenes.render(content, at: start.addingTimeInterval(300)).stacked()
    content.island = .expanded("pizza")
    let expandedScene = scenes.render(content, at: start.addingTimeInterval(300)).stacked()
    let morph = FrameTransition(from: compactScene, to: expandedScene)
    measure("one transition frame: the island's morph, compact to expanded") {
        Double(morph.canvas(at: morph.duration * 0.3).width)
    }
    blackHole(sink)
}

/// Transitions on a 200×50 screen, sampled at 60 frames a second: what `island-bench terminal`
/// sends through the backend frame by frame, against a full repaint.
enum MotionBenchTransitions {
    static func all() -> [(name: String, frames: [Canvas])] {
        transitions().map { name, transition in
            (name, stride(from: 0.0, through: transition.duration, by: 1.0 / 60).map { transition.canvas(at: $0) })
        }
    }

    /// The transitions `all()` samples.
    static func transitions() -> [(name: String, transition: FrameTransition)] {
        let background = Style(background: .rgb(20, 30, 60))
        func screen(_ draw: (inout Canvas, inout [Region]) -> Void) -> RenderedFrame {
            var canvas = Canvas(width: 200, height: 50, fill: Cell(" ", style: background))
            var regions: [Region] = []
            draw(&canvas, &regions)
            return RenderedFrame(canvas: canvas, regions: regions)
        }
        func text(_ value: String, _ id: String, at point: Point, transition: ContentTransitionEffect? = nil) -> (inout Canvas, inout [Region]) -> Void {
            { canvas, regions in
                canvas.write(value, at: point, style: Style(foreground: .rgb(240, 240, 240), background: .rgb(20, 30, 60)))
                regions.append(Region(id: RegionID(id), rect: Rect(x: point.x, y: point.y, width: value.count, height: 1), kind: .text,
                                      contentTransition: transition))
            }
        }
        let blur = FrameTransition(from: screen(text("Bill James is on his way", "driver", at: Point(x: 20, y: 10))),
                                   to: screen(text("Maria Ortega is arriving", "driver", at: Point(x: 20, y: 10))))
        let fade = FrameTransition(from: screen { _, _ in }, to: screen(text("Your order is almost there, get ready at the door", "note", at: Point(x: 20, y: 12))))
        let roll = FrameTransition(from: screen(text("12:40", "eta", at: Point(x: 150, y: 5), transition: .numericText(countsDown: true))),
                                   to: screen(text("12:39", "eta", at: Point(x: 150, y: 5), transition: .numericText(countsDown: true))))
        // The island's morph in a scene, centred on the screen.
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        var content = SceneContent(island: .compact("pizza"), lockScreen: ["pizza"])
        content.activities["pizza"] = SceneContent.Activity(kind: Example.pizzaDelivery.kind, data: Example.pizzaDelivery.kind.preview!(start, 300).data)
        let scenes = SceneRenderer()
        func placed(_ scene: RenderedFrame) -> RenderedFrame {
            var frame = screen { _, _ in }
            frame.compose(scene, at: Point(x: 77, y: 4))
            return frame
        }
        let compact = placed(scenes.render(content, at: start.addingTimeInterval(300)).stacked())
        content.island = .expanded("pizza")
        let expanded = placed(scenes.render(content, at: start.addingTimeInterval(300)).stacked())
        let morph = FrameTransition(from: compact, to: expanded)
        return [("blur", blur), ("fade", fade), ("roll", roll), ("morph", morph)]
    }
}
