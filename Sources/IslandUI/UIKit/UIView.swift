import Foundation

// UIKit's view and view controller, as far as a `UIViewRepresentable` names them: a widget's
// file that wraps a UIKit view compiles. WidgetKit never shows a UIKit view (it draws its
// placeholder instead, `UIViewRepresentable`), so nothing here is drawn or laid out.

/// A UIKit view, as UIKit's `UIView`: its frame, colour and subviews are kept, never drawn.
open class UIView {
    open var frame: CGRect
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tintColor: UIColor?
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?

    public init(frame: CGRect) { self.frame = frame }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { frame = .zero }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func setNeedsDisplay() {}
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
}

/// A UIKit view controller, as UIKit's `UIViewController`: its view is made when first asked for.
open class UIViewController {
    private var loadedView: UIView?
    open var title: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public convenience init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) {}

    /// The controller's view: `loadView()`'s, loaded once.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }

    open var isViewLoaded: Bool { loadedView != nil }
    open func loadView() { loadedView = UIView() }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
}
