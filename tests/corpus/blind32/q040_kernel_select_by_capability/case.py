import torch

from q040_kernel_select_by_capability.engine import QuantEngine

ENTRY = "q040_kernel_select_by_capability.engine:QuantEngine.step"

_ENGINE = QuantEngine()


def inputs():
    return (_ENGINE, torch.randn(4, 16))
