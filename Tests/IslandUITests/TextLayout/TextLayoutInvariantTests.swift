import Foundation
import IslandUI
import TerminalCanvas
import Testing

/// Properties every layout keeps, checked at every width from 0 to 40.
@Suite struct TextLayoutInvariantTests {
    static let samples = [
        "Your pizza is in the oven and will be with you in about 25 minutes",
        "实时活动让你随时了解外卖的最新进展。「已出餐」",
        "👨‍👩‍👧 Family plan 🇺🇦 renewed 1️⃣ time, cafe\u{301} e\u{301}te\u{301}",
        "Supercalifragilisticexpialidocious\nETA 12:30\n\n  indented  ",
        "Gate B12 · 登机口 · Посадка закрыта через 5 мин",
    ]

    static let limits: [Int?] = [nil, 1, 2, 3]

    @Test(arguments: samples, TextTruncationMode.allCases)
    func everyWidthKeepsTheInvariants(_ sample: String, _ mode: TextTruncationMode) {
        let layout = styled(sample)
        for limit in Self.limits {
            for width in 0...40 {
                let text = layout.layout(width: width, lineLimit: limit, truncationMode: mode)
                let context = "width \(width), lineLimit \(String(describing: limit)), \(mode)"
                check(text, of: sample, width: width, lineLimit: limit, context)
                #expect(layout.height(atWidth: width, lineLimit: limit) == text.height, "\(context)")
                // Measuring without making the lines gives the lines' size.
                let size = layout.size(width: width, lineLimit: limit, truncationMode: mode)
                #expect(size.width == text.width && size.height == text.height, "\(context)")
                if limit == nil && width >= layout.minimumWidth(lineLimit: nil) {
                    #expect(!text.isTruncated, "\(context)")
                }
            }
        }
    }

    @Test(arguments: samples)
    func aWiderLineNeverNeedsMoreLines(_ sample: String) {
        let layout = measured(sample)
        for width in 1..<60 {
            #expect(layout.height(atWidth: width + 1) <= layout.height(atWidth: width), "width \(width)")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func tenKilobytesLayOutAtManyWidthsInLinearTime() {
        var sample = ""
        while sample.utf8.count < 10_000 { sample += Self.samples.joined(separator: " ") + " " }
        let layout = styled(sample)
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for width in 1...80 {
                _ = layout.layout(width: width)
                _ = layout.layout(width: width, lineLimit: 2, truncationMode: .middle)
            }
        }
        // Linear layout takes well under a second here, even unoptimized; quadratic takes minutes.
        #expect(elapsed < .seconds(20))
        for width in [1, 2, 7, 40, 80] {
            check(layout.layout(width: width), of: sample, width: width, lineLimit: nil, "10 KB at \(width)")
        }
        #expect(layout.layout(width: 30, lineLimit: 1, truncationMode: .head).lines.map(\.text)
                    == [lastLine(of: sample, width: 30)])
    }

    /// The text in runs that change style every few words, so merging is exercised too.
    private func styled(_ sample: String) -> TextLayout<Ink> {
        let words = sample.split(separator: " ", omittingEmptySubsequences: false)
        let inks: [Ink] = [.plain, .plain, .bold, .red]
        return TextLayout(words.enumerated().map { index, word in
            TextRun(text: (index == 0 ? "" : " ") + word, attributes: inks[index / 2 % inks.count])
        })
    }

    /// "…" and the end of `sample` that fits the rest of `width`, as head truncation shows it.
    private func lastLine(of sample: String, width: Int) -> String {
        var suffix = "", used = 0
        for character in sample.reversed() {
            guard used + character.displayWidth <= width - 1 else { break }
            suffix.insert(character, at: suffix.startIndex)
            used += character.displayWidth
        }
        return "…" + suffix.drop { $0 == " " }
    }

    private func check(_ text: LaidOutText<Ink>, of sample: String, width: Int, lineLimit: Int?,
                       _ context: String) {
        let shown = text.lines.map(\.text).joined()
        for line in text.lines {
            #expect(line.width <= width, "\(context): \(line.text) is wider than the line")
            #expect(line.width == line.text.displayWidth, "\(context): \(line.text)")
            for (left, right) in zip(line.runs, line.runs.dropFirst()) {
                #expect(left.attributes != right.attributes, "\(context): runs not merged")
            }
        }
        #expect(text.height <= lineLimit ?? .max, "\(context)")
        #expect(text.isTruncated == shown.contains("…") || width == 0, "\(context)")
        if !text.isTruncated {
            #expect(visible(shown) == visible(sample.sanitizedForTerminal), "\(context): lost text")
        }
    }

    /// The graphemes a reader sees, without the spaces and line breaks wrapping may change.
    private func visible(_ text: String) -> [Character] {
        text.filter { $0 != " " && !$0.isNewline && $0 != "␊" }
    }
}
