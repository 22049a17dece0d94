"""Point-cloud convolution with an on-the-fly radius graph."""
from .model import PointConvNet, compiled_net

__all__ = ["PointConvNet", "compiled_net"]
