import IslandUI

extension EnvironmentValues {
    /// Which way up the phone is (`PresentationRenderer.orientation`).
    public var deviceOrientation: DeviceOrientation {
        get { self[DeviceOrientationKey.self] }
        set { self[DeviceOrientationKey.self] = newValue }
    }

    /// The Lock Screen card's material (`PresentationRenderer.lockScreenMaterial`).
    public var lockScreenMaterial: LockScreenMaterial {
        get { self[LockScreenMaterialKey.self] }
        set { self[LockScreenMaterialKey.self] = newValue }
    }
}

private struct DeviceOrientationKey: EnvironmentKey {
    static let defaultValue = DeviceOrientation.portrait
}

private struct LockScreenMaterialKey: EnvironmentKey {
    static let defaultValue = LockScreenMaterial.opaque
}
