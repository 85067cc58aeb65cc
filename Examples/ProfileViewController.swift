import UIKit

final class ProfileViewController: UIViewController {
    private let avatar: UIView = {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        view.backgroundColor = .systemBlue
        return view
    }()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let followButtonArea = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .systemFont(ofSize: 34)
        bioLabel.text = "Mathematician"
        [avatar, nameLabel, bioLabel, followButtonArea].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        setupConstraints()
    }

    private func setupConstraints() {
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            avatar.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            avatar.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.2),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            nameLabel.topAnchor.constraint(equalToSystemSpacingBelow: avatar.bottomAnchor, multiplier: 2),
            nameLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            bioLabel.firstBaselineAnchor.constraint(equalTo: nameLabel.lastBaselineAnchor, constant: 24),
            bioLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[area]-|", options: [], metrics: nil, views: ["area": followButtonArea]))
        let bottom = followButtonArea.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor)
        bottom.identifier = "area-bottom"
        bottom.isActive = true
        followButtonArea.heightAnchor.constraint(equalToConstant: 50).isActive = true
    }
}
