import torch

from h025_dynamic_method_lazy_cdll.runner import DecodeRunner

ENTRY = "h025_dynamic_method_lazy_cdll.runner:DecodeRunner.decode"

_runner = DecodeRunner(torch.nn.Linear(8, 8), tp_size=2)


def inputs():
    return (_runner, torch.randn(3, 8))
