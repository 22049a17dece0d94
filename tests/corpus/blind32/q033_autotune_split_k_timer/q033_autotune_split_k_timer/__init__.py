from .linear import qlinear_forward

__all__ = ["qlinear_forward"]
