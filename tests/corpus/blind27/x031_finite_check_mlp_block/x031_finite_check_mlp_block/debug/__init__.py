from .checks import ActivationChecker

__all__ = ["ActivationChecker"]
