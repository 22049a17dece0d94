from typing import Dict, Type

from torch import nn

from .platforms import current_platform


class CustomOp(nn.Module):
    """Base class for ops with per-platform implementations (vLLM style)."""

    op_registry: Dict[str, Type["CustomOp"]] = {}

    def __init__(self):
        super().__init__()
        self._forward_method = self.dispatch_forward()

    def forward(self, *args, **kwargs):
        return self._forward_method(*args, **kwargs)

    def forward_native(self, *args, **kwargs):
        raise NotImplementedError

    def forward_cuda(self, *args, **kwargs):
        raise NotImplementedError

    def forward_cpu(self, *args, **kwargs):
        return self.forward_native(*args, **kwargs)

    def dispatch_forward(self):
        if current_platform.is_cuda():
            return self.forward_cuda
        if current_platform.is_cpu():
            return self.forward_cpu
        return self.forward_native

    @classmethod
    def register(cls, name: str):
        def decorator(op_cls):
            assert name not in cls.op_registry, f"duplicate custom op {name}"
            op_cls.name = name
            cls.op_registry[name] = op_cls
            return op_cls

        return decorator
