import torch
import torch.nn as nn


def _is_cuda() -> bool:
    return torch.version.cuda is not None and torch.cuda.is_available()


class CustomOp(nn.Module):
    """Dispatches to a platform specific implementation chosen at construction."""

    def __init__(self):
        super().__init__()
        self._forward_method = self.dispatch_forward()

    def forward(self, *args, **kwargs):
        return self._forward_method(*args, **kwargs)

    def dispatch_forward(self):
        if _is_cuda():
            return self.forward_cuda
        return self.forward_cpu

    def forward_native(self, *args, **kwargs):
        raise NotImplementedError

    def forward_cuda(self, *args, **kwargs):
        raise NotImplementedError

    def forward_cpu(self, *args, **kwargs):
        return self.forward_native(*args, **kwargs)
