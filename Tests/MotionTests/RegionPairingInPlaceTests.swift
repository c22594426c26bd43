import FrameVocabulary
@testable import Motion
import TerminalCanvas
import Testing

/// Frames whose regions are the same IDs in the same order (a timer's tick) are paired by
/// position; these tests pin that to pairing by ID, the general path, on frames made at
/// random: duplicate IDs, chrome, views that moved, grew or changed, and frames in another order.
@Suite("Pairing: regions in the same order, paired in place")
struct RegionPairingInPlaceTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
    }

    static let paths = ["a·compact/0", "a·compact/0/1", "b·lock-screen/0/2/#eta", "panel-row/b", "island", "a·compact/0/1+1", "lock/home/app-icon/Pizza"]
    static let kinds: [RegionKind] = [.text, .timerText, .image, .shape, .chrome, .container]

    static func frame(_ regions: [Region], _ random: inout Generator) -> RenderedFrame {
        var canvas = Canvas(width: 24, height: 6)
        for _ in 0..<random.next(4) {
            canvas.write(["12:0\(random.next(10))", "Bill", "界", "─"][random.next(4)], at: Point(x: random.next(24), y: random.next(6)))
        }
        return RenderedFrame(canvas: canvas, regions: regions)
    }

    @Test func pairingInPlaceAnswersAsPairingByIDDoes() {
        var random = Generator(state: 2_611)
        var inPlace = 0
        for round in 0..<400 {
            let count = random.next(7)
            var before: [Region] = []
            for _ in 0..<count {
                before.append(Region(id: RegionID(Self.paths[random.next(Self.paths.count)]),
                                     rect: Rect(x: random.next(20), y: random.next(5), width: 1 + random.next(5), height: 1 + random.next(2)),
                                     kind: Self.kinds[random.next(Self.kinds.count)]))
            }
            var after = before
            for index in after.indices where random.next(3) == 0 {
                after[index].rect = Rect(x: random.next(20), y: random.next(5), width: 1 + random.next(5), height: 1 + random.next(2))
            }
            // Now and then another order, or another region: the general path must be taken.
            if round % 7 == 0, after.count > 1 { after.swapAt(0, after.count - 1) }
            if round % 11 == 0 { after.append(Region(id: RegionID("new/\(round)"), rect: Rect(x: 0, y: 0, width: 2, height: 1), kind: .text)) }
            let previous = Self.frame(before, &random), next = Self.frame(after, &random)
            let changes = RegionPairing.changes(from: previous, to: next)
            #expect(changes == RegionPairing.pairedByID(from: previous, to: next), "round \(round)")
            // A transition's pairing, which leaves the unchanged out, leaves nothing else out.
            #expect(RegionPairing.changedRegions(from: previous, to: next) == changes.filter { $0.kind != .unchanged }, "round \(round)")
            if RegionPairing.pairedInPlace(previous, next) != nil { inPlace += 1 }
        }
        // Most rounds are a tick's: the same IDs in the same order, once each.
        #expect(inPlace > 100)
    }

    @Test func aDuplicateIDSendsTheFramesTheGeneralWay() {
        let regions = [Region(id: RegionID("x"), rect: Rect(x: 0, y: 0, width: 1, height: 1), kind: .text),
                       Region(id: RegionID("x"), rect: Rect(x: 1, y: 0, width: 1, height: 1), kind: .text)]
        let frame = RenderedFrame(canvas: Canvas(width: 4, height: 1), regions: regions)
        #expect(RegionPairing.pairedInPlace(frame, frame) == nil)
        #expect(RegionPairing.changes(from: frame, to: frame).count == 1)
        // Chrome is left out, duplicated or not.
        let chrome = RenderedFrame(canvas: Canvas(width: 4, height: 1), regions: regions.map { var chrome = $0; chrome.kind = .chrome; return chrome })
        #expect(RegionPairing.pairedInPlace(chrome, chrome) == [])
    }
}
