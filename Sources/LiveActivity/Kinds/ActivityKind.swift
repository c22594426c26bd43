import Foundation
import IslandUI
import Synchronization
import TerminalCanvas

/// One way to draw any activity without knowing its types: a Swift widget, or views described
/// in JSON. The activity system keeps every activity's data as JSON; a kind decodes it into its
/// attributes and content state and draws a presentation.
///
///     let pizza = ActivityKind.widget(PizzaDeliveryWidget.self, attributes: PizzaDeliveryAttributes.self)
///     let compact = try pizza.render(data, as: .compact, with: PresentationRenderer(device: .iPhone15Pro))
///
/// Kinds are named by their attributes type, as ActivityKit names them in push-to-start
/// payloads (`attributes-type`) and as scenarios and playback look them up.
public struct ActivityKind: Sendable {
    /// The attributes' type name: `PizzaDeliveryAttributes`.
    public let attributesType: String
    /// What to draw when the caller has no data of its own (an example's states), `elapsed`
    /// seconds after the activity started at `start`; nil when the kind has no preview.
    public let preview: (@Sendable (_ start: Date, _ elapsed: TimeInterval) -> ActivityPreview)?
    /// Which kind this is, a number no other kind made in this process has: the same data drawn
    /// by a new kind (a views file reloaded by `--watch`) is other content
    /// (`PresentationContentKey`).
    package let identity: UInt64
    private static let kindsMade = Atomic<UInt64>(0)
    private let decodeAttributes: @Sendable (Data) -> ActivityDataProblem?
    private let decodeState: @Sendable (Data) -> ActivityDataProblem?
    private let readPushed: @Sendable (_ attributes: Data?, _ state: Data?) throws(ActivityDataError) -> PushedData
    private let carryPushedState: @Sendable (_ state: Data, _ around: Date) -> CarriedPushedState?
    private let draw: @Sendable (ActivityData, Presentation, PresentationRenderer, Bool, String) throws(ActivityDataError) -> RenderedPresentation

    /// A kind that draws `Attributes` with `draw`, given the decoded context.
    ///
    /// - Parameters:
    ///   - name: the attributes type name; by default the type's own name.
    ///   - preview: data for callers that have none.
    ///   - draw: draws one presentation (`renderer.render(MyWidget().body, context: context, as: presentation)`).
    public init<Attributes: ActivityAttributes>(
        _ attributes: Attributes.Type, named name: String? = nil,
        preview: (@Sendable (_ start: Date, _ elapsed: TimeInterval) -> ActivityPreview)? = nil,
        draw: @escaping @Sendable (PresentationRenderer, ActivityViewContext<Attributes>, Presentation) -> RenderedPresentation
    ) {
        let type = name ?? String(describing: Attributes.self)
        attributesType = type
        self.preview = preview
        identity = Self.kindsMade.add(1, ordering: .relaxed).newValue
        let decoded = DecodedDataCache<Attributes>()
        decodeAttributes = { data in
            if case .failure(let problem) = decoded.attributes(data) { return problem }
            return nil
        }
        decodeState = { data in
            if case .failure(let problem) = decoded.state(data) { return problem }
            return nil
        }
        carryPushedState = { state, date in CarriedPushedState.carry(Attributes.ContentState.self, state, around: date) }
        // Not cached: a push is decoded once, when it arrives.
        readPushed = { (attributes, state) throws(ActivityDataError) in
            var pushed = PushedData()
            if let attributes {
                switch ActivityDataDecoding.decode(Attributes.self, from: attributes, source: .push) {
                case .success(let value): pushed.attributes = try ActivityData.encoded(value, part: .attributes, attributesType: type)
                case .failure(let problem): throw ActivityDataError(part: .attributes, attributesType: type, problem: problem)
                }
            }
            if let state {
                switch ActivityDataDecoding.decode(Attributes.ContentState.self, from: state, source: .push) {
                case .success(let value): pushed.state = try ActivityData.encoded(value, part: .contentState, attributesType: type)
                case .failure(let problem): throw ActivityDataError(part: .contentState, attributesType: type, problem: problem)
                }
            }
            return pushed
        }
        self.draw = { (data, presentation, renderer, isStale, id) throws(ActivityDataError) in
            let attributes: Attributes, state: Attributes.ContentState
            switch decoded.attributes(data.attributes) {
            case .success(let value): attributes = value
            case .failure(let problem): throw ActivityDataError(part: .attributes, attributesType: type, problem: problem)
            }
            switch decoded.state(data.state) {
            case .success(let value): state = value
            case .failure(let problem): throw ActivityDataError(part: .contentState, attributesType: type, problem: problem)
            }
            let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale, activityID: id)
            return draw(renderer, context, presentation)
        }
    }

    /// A kind drawn by a widget's `ActivityConfiguration` for `attributes`.
    public static func widget<W: Widget, Attributes: ActivityAttributes>(
        _ widget: W.Type, attributes: Attributes.Type, named name: String? = nil,
        preview: (@Sendable (_ start: Date, _ elapsed: TimeInterval) -> ActivityPreview)? = nil
    ) -> ActivityKind {
        ActivityKind(attributes, named: name, preview: preview) { renderer, context, presentation in
            renderer.render(W().body, context: context, as: presentation)
        }
    }

    /// `other` under another name, with another preview: the same widget shown by two previews
    /// is two kinds to a scenario.
    public init(named name: String, drawing other: ActivityKind,
                preview: (@Sendable (_ start: Date, _ elapsed: TimeInterval) -> ActivityPreview)?) {
        attributesType = name
        self.preview = preview
        identity = Self.kindsMade.add(1, ordering: .relaxed).newValue
        decodeAttributes = other.decodeAttributes
        decodeState = other.decodeState
        readPushed = other.readPushed
        carryPushedState = other.carryPushedState
        let draw = other.draw
        self.draw = { (data, presentation, renderer, isStale, id) throws(ActivityDataError) in
            try draw(data, presentation, renderer, isStale, id)
        }
    }

    /// Draws one presentation of an activity of this kind with `data`.
    ///
    /// - Throws: `ActivityDataError` when the attributes or the state do not decode.
    public func render(_ data: ActivityData, as presentation: Presentation, with renderer: PresentationRenderer,
                       isStale: Bool = false, activityID: String = "preview") throws(ActivityDataError) -> RenderedPresentation {
        try draw(data, presentation, renderer, isStale, activityID)
    }

    /// Draws the kind's preview `elapsed` seconds after an activity started, the renderer's
    /// `environment.date` being now; a kind without a preview draws nothing, with a warning.
    public func renderPreview(as presentation: Presentation, with renderer: PresentationRenderer, elapsed: TimeInterval,
                              activityID: String = "preview") -> RenderedPresentation {
        guard let preview = preview?(renderer.environment.date.addingTimeInterval(-elapsed), elapsed) else {
            return RenderedPresentation(canvas: Canvas(width: 0, height: 0),
                                        warnings: [.noPreviewData(attributesType: attributesType)])
        }
        do {
            return try render(preview.data, as: presentation, with: renderer, isStale: preview.isStale, activityID: activityID)
        } catch {
            // A preview is the kind's own data; it not decoding is the kind's bug, shown as one.
            return RenderedPresentation(canvas: Canvas(width: 0, height: 0), errors: [.previewDoesNotDecode(error)])
        }
    }

    /// Why these attributes or this state would not draw, checking only the parts given, read
    /// as `source` writes them (a push payload's dates are not a scenario's).
    public func problem(attributes: Data? = nil, state: Data? = nil, source: ActivityDataSource = .termIsland) -> ActivityDataError? {
        if source == .push {
            do throws(ActivityDataError) {
                _ = try readPushed(attributes, state)
                return nil
            } catch { return error }
        }
        if let attributes, let problem = decodeAttributes(attributes) {
            return ActivityDataError(part: .attributes, attributesType: attributesType, problem: problem)
        }
        if let state, let problem = decodeState(state) {
            return ActivityDataError(part: .contentState, attributesType: attributesType, problem: problem)
        }
        return nil
    }

    /// A push payload's attributes and content state as the device reads them, decoded into
    /// this kind's own types as ActivityKit decodes them (`ActivityDataSource.push`), then kept
    /// as the activity system keeps data (`ActivityData`'s encoding); the parts not given stay nil.
    ///
    /// - Throws: `ActivityDataError` when a part does not decode: the device drops the push.
    public func readPushed(attributes: Data?, state: Data?) throws(ActivityDataError) -> PushedData {
        try readPushed(attributes, state)
    }

    /// A pushed content state read into this kind's state type, placeholders for the fields it
    /// lacks (`CarriedPushedState`), its dates around `date`; nil when it cannot be.
    public func carriedPushedState(_ state: Data, around date: Date) -> CarriedPushedState? {
        carryPushedState(state, date)
    }
}

/// A push payload's data as the device read it, in the activity system's own encoding.
public struct PushedData: Hashable, Sendable {
    public var attributes: Data?
    public var state: Data?

    public init(attributes: Data? = nil, state: Data? = nil) {
        self.attributes = attributes
        self.state = state
    }
}

/// The attributes and states a kind decoded, by their bytes: a timer tick redraws the same data,
/// and decoding JSON costs more than drawing a compact presentation. Every live activity's data
/// stays (two activities of one kind, drawn one after the other every frame, used to evict each
/// other); an activity's old states go when the cache is full, which a device's few activities
/// never fill, and then it starts again.
private final class DecodedDataCache<Attributes: ActivityAttributes>: @unchecked Sendable {
    /// Entries of each part kept: many more than a device's activities, and at 4 KB of data at
    /// most each, a bounded megabyte.
    static var capacity: Int { 256 }
    private let lock = NSLock()
    private var attributes: [Data: Result<Attributes, ActivityDataProblem>] = [:]
    private var states: [Data: Result<Attributes.ContentState, ActivityDataProblem>] = [:]

    func attributes(_ data: Data) -> Result<Attributes, ActivityDataProblem> {
        lock.lock()
        defer { lock.unlock() }
        return Self.decoded(data, in: &attributes)
    }

    func state(_ data: Data) -> Result<Attributes.ContentState, ActivityDataProblem> {
        lock.lock()
        defer { lock.unlock() }
        return Self.decoded(data, in: &states)
    }

    private static func decoded<Value: Decodable>(_ data: Data, in cache: inout [Data: Result<Value, ActivityDataProblem>])
        -> Result<Value, ActivityDataProblem> {
        // With reuse off (`Reuse`) every data is decoded, and nothing kept.
        if Reuse.isOff { return ActivityDataDecoding.decode(Value.self, from: data) }
        let key = Reuse.planted == .decodedDataBytes ? Data(count: data.count) : data
        if let known = cache[key] { return known }
        if cache.count >= capacity { cache.removeAll(keepingCapacity: true) }
        let value = ActivityDataDecoding.decode(Value.self, from: data)
        cache[key] = value
        return value
    }
}
