import Foundation
import Testing
import TermIsland

/// The shapes of call that compile only when overload resolution goes as it does in Xcode
/// (issue 39, item 4), each written from Apple's documented examples and compiled in Swift 5
/// mode as a widget extension is; each test checks what the call drew or produced.
@Suite("Type inference as Xcode does it")
struct InferenceShapeTests {
    struct DeliveryAttributes: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            enum Stage: String, Codable, Hashable { case preparing, delivered }
            var stage: Stage
            var minutes: Int

            /// Static members of the state, one sharing its base name with a case of `Stage`.
            static let preparing = ContentState(stage: .preparing, minutes: 20)
            static let delivered = ContentState(stage: .delivered, minutes: 0)
            static func arriving(in minutes: Int) -> ContentState { ContentState(stage: .preparing, minutes: minutes) }
        }
        var orderNumber: Int
    }

    struct DeliveryWidget: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: DeliveryAttributes.self) { context in
                Text("\(context.state.minutes) min")
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.center) { Text("#\(context.attributes.orderNumber)") }
                } compactLeading: {
                    Image(systemName: "bag")
                } compactTrailing: {
                    Text("\(context.state.minutes)m")
                } minimal: {
                    Image(systemName: "bag")
                }
            }
        }
    }

    /// Previews' states as `#Preview(…) contentStates: { … }` takes them (its macro has this
    /// signature), made by one preview site.
    static func states(@PreviewActivityBuilder<DeliveryAttributes.ContentState> _ contentStates: @escaping () -> [DeliveryAttributes.ContentState])
        throws -> [DeliveryAttributes.ContentState] {
        let preview = PreviewSite(fileID: "W/Delivery.swift", filePath: "/W/Delivery.swift", line: 1).preview(
            "Delivery", as: .content, using: DeliveryAttributes(orderNumber: 4821), widget: { DeliveryWidget() },
            contentStates: contentStates)
        guard case .liveActivity(let activity) = preview.content else { return [] }
        return try activity.states.map { try JSONDecoder().decode(DeliveryAttributes.ContentState.self, from: $0) }
    }

    /// `contentStates: { .delivered }`: an implicit member of the state, the state's static
    /// `delivered` and not `Stage.delivered`; in an `if`, a static function. (Two implicit
    /// members on consecutive lines read as one chain, `.preparing.delivered`, in any Swift
    /// compiler: Apple's examples spell the type, `ContentState.ordered`, one a line.)
    @Test func implicitMembersInContentStatesAreTheStatesStatics() throws {
        #expect(try Self.states { .delivered }.map { $0.stage } == [.delivered])
        let late = true
        #expect(try Self.states {
            if late { .arriving(in: 5) } else { .preparing }
            DeliveryAttributes.ContentState.preparing
            DeliveryAttributes.ContentState.delivered
        }.map { $0.minutes } == [5, 20, 0])
        // The same call through `#Preview`'s own expansion target.
        let preview = PreviewSite(fileID: "W/Delivery.swift", filePath: "/W/Delivery.swift", line: 1).preview(
            as: .dynamicIsland(.compact), using: DeliveryAttributes(orderNumber: 4821)) {
            DeliveryWidget()
        } contentStates: {
            .preparing
        }
        if case .liveActivity(let activity) = preview.content { #expect(activity.states.count == 1) } else { Issue.record("a view preview") }
    }

    /// `rotationEffect(.degrees(45))` and `.radians(…)`: implicit members of `Angle`.
    @Test func anglesAsImplicitMembers() {
        let view = Image(systemName: "location.north.fill")
            .rotationEffect(.degrees(45))
            .rotationEffect(.radians(.pi / 4), anchor: .center)
            .rotation3DEffect(.degrees(10), axis: (x: 1, y: 0, z: 0))
        #expect(ViewRenderer().render(view, width: 2).canvas.plainText
                == ViewRenderer().render(Image(systemName: "location.north.fill"), width: 2).canvas.plainText)
    }

    /// A generic container of the app's own, taking a `@ViewBuilder` closure, as Apple's
    /// "Creating custom container views" writes one.
    struct Card<Content: View>: View {
        let title: String
        @ViewBuilder let content: Content

        init(_ title: String, @ViewBuilder content: () -> Content) {
            self.title = title
            self.content = content()
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(title).bold()
                content
            }
        }
    }

    @Test func resultBuildersWithGenericContainers() {
        let stops = ["Pizzeria", "Home"]
        let card = Card("Stops") {
            ForEach(stops, id: \.self) { Text($0) }
            if stops.count > 1 { Text("\(stops.count) stops") } else { EmptyView() }
        }
        #expect(ViewRenderer().render(card, width: 8).canvas.plainText == """
            Stops   ¶
            Pizzeria
            Home    ¶
            2 stops ¶
            """)
    }

    /// `some View` returned from `@ViewBuilder` helpers, a property and a function, with an
    /// `if`/`else` of different view types.
    struct Status: View {
        var minutes: Int?

        @ViewBuilder var badge: some View {
            if let minutes { Text("\(minutes)m") } else { Image(systemName: "checkmark") }
        }

        @ViewBuilder func label(_ text: String) -> some View {
            Text(text)
            Spacer(minLength: 0)
        }

        var body: some View { HStack(spacing: 0) { label("ETA"); badge } }
    }

    @Test func someViewFromViewBuilderHelpers() {
        #expect(ViewRenderer().render(Status(minutes: 12), width: 7).canvas.plainText == "ETA 12m")
        let written = HStack(spacing: 0) { Text("ETA"); Spacer(minLength: 0); Image(systemName: "checkmark") }
        #expect(ViewRenderer().render(Status(minutes: nil), width: 6).canvas.plainText == ViewRenderer().render(written, width: 6).canvas.plainText)
    }

    /// Optional chaining through our types: an optional state's members, an optional
    /// environment value, an optional image's name.
    struct Courier: View {
        var state: DeliveryAttributes.ContentState?
        @Environment(\.backgroundMaterial) private var material
        var body: some View {
            Text(state?.stage.rawValue.capitalized ?? "Unknown")
                .opacity(material == nil ? 1 : 0.5)
        }
    }

    @Test func optionalChainingThroughOurTypes() {
        #expect(ViewRenderer().render(Courier(state: .delivered), width: 9).canvas.plainText == "Delivered")
        #expect(ViewRenderer().render(Courier(state: nil), width: 7).canvas.plainText == "Unknown")
        let font: UIFont? = UIFont.systemFont(ofSize: 17).fontDescriptor.withDesign(.rounded).map { UIFont(descriptor: $0, size: 0) }
        #expect(font?.pointSize == 17)
    }

    /// `Never` results: an intent whose result has nothing (`IntentResultContainer<Never, …>`),
    /// a view whose body is `Never`-typed through a `fatalError`-free primitive, and a
    /// `Result<_, Never>`'s `get()` without `try`.
    struct RefreshIntent: AppIntent {
        static let title: LocalizedStringResource = "Refresh"
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func neverResults() async throws {
        let result = try await RefreshIntent().perform()
        #expect(result.value == nil)
        let computed: Result<Int, Never> = .success(12)
        #expect(computed.get() == 12)
        let parts: [Never] = []
        let view = HStack { ForEach(0..<parts.count, id: \.self) { _ in Text("x") }; Text("none") }
        #expect(ViewRenderer().render(view, width: 4).canvas.plainText == "none")
    }
}

/// `@Previewable @State` in a preview's body (iOS 18), as Apple's documentation writes it: the
/// body compiles as a closure and draws from the state, its binding handed to the view.
@Suite("@Previewable in a preview's body")
struct PreviewableTests {
    @Test func aPreviewablesStateAndBindingReachTheView() {
        let body: () -> AnyView = {
            @Previewable @State var isOn = true
            @Previewable @State var minutes = 12
            minutes += 1
            return AnyView(VStack(alignment: .leading) {
                Toggle("Alerts", isOn: $isOn)
                Text("\(minutes) min")
            })
        }
        let drawn = ViewRenderer().render(body(), width: 12).canvas.plainText
        let written = ViewRenderer().render(VStack(alignment: .leading) { Toggle("Alerts", isOn: true); Text("13 min") }, width: 12)
        #expect(drawn == written.canvas.plainText)
    }
}
