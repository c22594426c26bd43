import IslandPlayback

extension ActivityKinds {
    /// island's built-in examples, each under its example name ("pizza-delivery", as `island
    /// list` names them): the kinds `island play`, `demo` and `preview` play scenarios with.
    /// Register your own widget beside them and a scenario can have it compete with Apple's pizza:
    ///
    ///     var kinds = ActivityKinds.builtInExamples
    ///     kinds.register(IslandPreview.kind(DeliveryWidget.self, attributes: order, states: states), as: "delivery")
    ///     try IslandPreview.run(scenario: Scenario.load(from: url), kinds: kinds)
    ///     // requests name "example": "delivery" and "example": "pizza-delivery" alike
    public static let builtInExamples: ActivityKinds = {
        var kinds = ActivityKinds()
        for example in Example.all { kinds.register(example.kind, as: example.name) }
        return kinds
    }()
}
