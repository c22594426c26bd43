extension Button {
    /// A button titled beside an asset image (iOS 17's generated asset symbols,
    /// `Button("Map", image: .map) { … }`): the title and the image's placeholder, as a `Label`.
    public init(_ title: String, image: ImageResource, action: @escaping () -> Void = {}) {
        label = ViewList([AnyView(Label(title, image: image.name))])
    }

    /// The same with a role.
    public init(_ title: String, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void = {}) {
        label = ViewList([AnyView(Label(title, image: image.name))])
        self.role = role
    }

    /// A button titled beside a symbol, with a role (`.destructive`, `.cancel`).
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping () -> Void = {}) {
        label = ViewList([AnyView(Label(title, systemImage: systemImage))])
        self.role = role
    }
}
