// Conformance case kiwi-edit-weak-vs-required-rows as UIKit Auto Layout code (the spec
// ../shared/conformance/cases/kiwi-edit-weak-vs-required-rows.constraints.json; source of the
// expected frames: see the .expect.json beside this file). kiwi's variables are the views' left
// edges; its weak strength is priority 250 (.defaultLow).
import UIKit

final class WeakVersusRequiredController: UIViewController {
    let v1 = UIView()
    let v2 = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        for box in [v1, v2] {
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: view.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 10),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        // v1 + v2 == 0 (required), v2 <= -1 (required).
        NSLayoutConstraint(
            item: v1, attribute: .left, relatedBy: .equal, toItem: v2, attribute: .left, multiplier: -1, constant: 0
        ).isActive = true
        v2.leftAnchor.constraint(lessThanOrEqualTo: view.leftAnchor, constant: -1).isActive = true
        // The weak pulls: v2 >= 0 and the edit suggestion v2 == 0.
        let atLeastZero = v2.leftAnchor.constraint(greaterThanOrEqualTo: view.leftAnchor)
        atLeastZero.priority = .defaultLow
        let suggestion = v2.leftAnchor.constraint(equalTo: view.leftAnchor)
        suggestion.priority = .defaultLow
        NSLayoutConstraint.activate([atLeastZero, suggestion])
    }
}
