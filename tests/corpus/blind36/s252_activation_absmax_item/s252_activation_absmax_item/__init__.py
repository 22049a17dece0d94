from .layers import CalibratedMLP, calibrated_forward

__all__ = ["CalibratedMLP", "calibrated_forward"]
