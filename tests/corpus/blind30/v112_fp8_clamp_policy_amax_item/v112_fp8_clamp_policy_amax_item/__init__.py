from .linear import ClampedLinear
from .policies import get_policy

__all__ = ["ClampedLinear", "get_policy"]
