from .runner import PiecewiseGraphRunner

__all__ = ["PiecewiseGraphRunner"]
