from .fake_quant import FakeQuantizeSTE, QATLinear
from .observers import MinMaxObserver

__all__ = ["FakeQuantizeSTE", "MinMaxObserver", "QATLinear"]
