import Foundation
import Testing
@testable import IslandUI

/// What VoiceOver says of a view, element by element.
private func spoken<Content: View>(_ view: Content) -> [String] {
    VoiceOverReader.elements(of: ViewRenderer().resolve(view)).map(\.description)
}

@Suite("What VoiceOver reads")
struct VoiceOverReadingTests {
    @Test func textIsReadAsItsTextInTheStacksOrder() {
        #expect(spoken(VStack {
            HStack { Text("Gate"); Text("B22") }
            Text("Boarding")
        }) == ["Gate", "B22", "Boarding"])
    }

    /// `Text.accessibilityLabel` stays a `Text`, so it can be joined with `+`, and VoiceOver
    /// reads the label in place of the words.
    @Test func aTextsOwnLabelIsReadAndTheTextStaysJoinable() {
        #expect(spoken(Text("3–1").accessibilityLabel("three to one")) == ["three to one"])
        #expect(spoken(Text("12:05").accessibilityLabel(Text("five past twelve"))) == ["five past twelve"])
        let joined: Text = Text("Lap ") + Text("3").foregroundColor(.red).monospacedDigit().accessibilityLabel("third")
        #expect(spoken(joined) == ["Lap 3"])
        #expect(ViewRenderer().render(joined, width: 5, height: 1).canvas.plainText == "Lap 3")
    }

    /// A label or a value given as a `Text`, as SwiftUI's overloads take it: its words.
    @Test func aLabelOrAValueGivenAsATextIsReadByItsWords() {
        #expect(spoken(Image(systemName: "timer").accessibilityLabel(Text("Next update"))) == ["Next update, Image"])
        #expect(spoken(Text("04:59").accessibilityElement(children: .ignore).accessibilityLabel("Update in")
            .accessibilityValue(Text("5 minutes"))) == ["Update in, 5 minutes"])
        #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)
    }

    @Test func aLabelIsReadByItsTitleAndASymbolByItsName() {
        #expect(spoken(Label("2 Pizzas", systemImage: "bag.fill")) == ["2 Pizzas"])
        #expect(spoken(Image(systemName: "car.fill")) == ["car, Image"])
        #expect(spoken(Image(systemName: "figure.walk.circle")) == ["figure walk, Image"])
    }

    @Test func anAssetImageWithoutALabelIsFlaggedUnlessDecorative() {
        #expect(spoken(Image("logo")) == [
            "logo, Image — image without a label: VoiceOver reads its file name “logo”; give it .accessibilityLabel(…), or use Image(decorative:)",
        ])
        #expect(VoiceOverReader.elements(of: ViewRenderer().resolve(Image("logo"))).first?.problem == .imageWithoutLabel(name: "logo"))
        #expect(spoken(Image("logo").accessibilityLabel("Luigi's")) == ["Luigi's, Image"])
        #expect(spoken(HStack { Image(decorative: "stripes"); Text("Luigi's") }) == ["Luigi's"])
    }

    @Test func aButtonIsItsLabelWithTheButtonTrait() {
        #expect(spoken(Button("Call driver") {}) == ["Call driver, Button"])
        #expect(spoken(Button("Call", systemImage: "phone") {}) == ["Call, Button"])
        #expect(spoken(Button {} label: { Image(systemName: "pause.fill") }.accessibilityLabel("Pause")) == ["Pause, Button"])
        #expect(spoken(Toggle("Lights", isOn: true)) == ["Lights, on, Switch button"])
    }

    @Test func labelsValuesAndTraitsReplaceWhatAViewSays() {
        #expect(spoken(Text("12:04").accessibilityLabel("Arrives at 12:04")) == ["Arrives at 12:04"])
        #expect(spoken(Text("Score").accessibilityValue("2 to 1")) == ["Score, 2 to 1"])
        #expect(spoken(Text("Results").accessibilityAddTraits(.isHeader)) == ["Results, Heading"])
        #expect(spoken(Text("Play").accessibilityAddTraits(.isButton).accessibilityRemoveTraits(.isButton)) == ["Play"])
    }

    @Test func hiddenViewsAreNotRead() {
        #expect(spoken(HStack { Text("A").accessibilityHidden(true); Text("B"); Text("C").hidden() }) == ["B"])
        #expect(spoken(VStack { Text("A"); Text("B") }.accessibilityHidden(true)).isEmpty)
    }

    @Test func combineJoinsTheChildrenIgnoreKeepsOnlyItsOwnAndContainKeepsThemApart() {
        let row = HStack { Text("BMG"); Text("1"); Button("Follow") {} }
        #expect(spoken(row.accessibilityElement(children: .combine)) == ["BMG, 1, Follow, Button"])
        #expect(spoken(row.accessibilityElement(children: .ignore).accessibilityLabel("Gladbach lead")) == ["Gladbach lead"])
        #expect(spoken(row.accessibilityElement(children: .ignore)) == [
            "(silent) — an element with nothing to read: give it .accessibilityLabel(…), or .accessibilityElement(children: .combine)",
        ])
        #expect(spoken(row.accessibilityElement(children: .contain)) == ["BMG", "1", "Follow, Button"])
        // Containing keeps the children's own labels; only combining and ignoring take them
        // (pinned for the mutation run, which cleared them for `.contain`).
        #expect(spoken(HStack { Text("3").accessibilityLabel("three"); Text("min") }.accessibilityElement(children: .contain))
                == ["three", "min"])
    }

    @Test func aLabelOnAStackMakesItOneElement() {
        #expect(spoken(HStack { Text("3"); Text("min") }.accessibilityLabel("3 minutes")) == ["3 minutes"])
    }

    @Test func sortPriorityReordersWithinAContainer() {
        #expect(spoken(HStack {
            Text("second")
            Text("first").accessibilitySortPriority(1)
            Text("third")
        }.accessibilityElement(children: .contain)) == ["first", "second", "third"])
    }

    @Test func aProgressViewIsReadAsAPercentage() {
        #expect(spoken(ProgressView(value: 0.25)) == ["25 percent"])
    }
}
