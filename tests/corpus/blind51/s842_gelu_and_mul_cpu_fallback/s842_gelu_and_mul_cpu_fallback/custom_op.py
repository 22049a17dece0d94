import torch.nn as nn

from .utils import get_current_config, warn_once


class CustomOp(nn.Module):
    """Base class for ops with per-platform kernels and a native fallback."""

    op_registry: dict = {}
    name: str = ""

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
        warn_once(
            f"native-cpu-{self.name}",
            "No CPU kernel for %s, using the PyTorch-native implementation.",
            self.name,
        )
        return self.forward_native(*args, **kwargs)

    @classmethod
    def enabled(cls) -> bool:
        custom_ops = get_current_config().compilation_config.custom_ops
        if f"+{cls.name}" in custom_ops:
            return True
        if f"-{cls.name}" in custom_ops:
            return False
        return "all" in custom_ops

    def dispatch_forward(self):
        if not self.enabled():
            return self.forward_native
        device_type = get_current_config().device_type
        if device_type == "cuda":
            return self.forward_cuda
        if device_type == "cpu":
            return self.forward_cpu
        return self.forward_native

    @classmethod
    def register(cls, name: str):
        def decorator(op_cls):
            assert name not in cls.op_registry, f"Duplicate op name: {name}"
            op_cls.name = name
            cls.op_registry[name] = op_cls
            return op_cls

        return decorator
