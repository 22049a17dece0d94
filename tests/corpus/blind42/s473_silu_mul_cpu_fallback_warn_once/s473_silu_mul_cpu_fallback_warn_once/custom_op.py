"""Platform-dispatched op base class."""
import torch
from torch import nn

from .log_utils import warning_once


class _Platform:
    def __init__(self):
        self.device_type = "cuda" if torch.cuda.is_available() else "cpu"

    def is_cuda(self) -> bool:
        return self.device_type == "cuda"

    def is_cpu(self) -> bool:
        return self.device_type == "cpu"


current_platform = _Platform()


class CustomOp(nn.Module):
    """Subclasses implement forward_native and optionally per-platform kernels."""

    def forward(self, *args, **kwargs):
        if current_platform.is_cuda():
            return self.forward_cuda(*args, **kwargs)
        if current_platform.is_cpu():
            return self.forward_cpu(*args, **kwargs)
        return self.forward_native(*args, **kwargs)

    def forward_native(self, *args, **kwargs):
        raise NotImplementedError

    def forward_cuda(self, *args, **kwargs):
        return self.forward_native(*args, **kwargs)

    def forward_cpu(self, *args, **kwargs):
        warning_once(f"{type(self).__name__}: no CPU kernel, using the native implementation")
        return self.forward_native(*args, **kwargs)
