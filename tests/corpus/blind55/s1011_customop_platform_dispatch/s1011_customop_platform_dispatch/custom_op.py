import logging
from typing import Callable, Dict, Type

import torch.nn as nn

from .platforms import current_platform

logger = logging.getLogger(__name__)


class CustomOp(nn.Module):
    """Base class for ops with several backend implementations.

    The implementation is resolved once, when the op is built, and the
    resolved callable is stored on the instance.
    """

    op_registry: Dict[str, Type["CustomOp"]] = {}
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

    def forward_rocm(self, *args, **kwargs):
        return self.forward_cuda(*args, **kwargs)

    def forward_cpu(self, *args, **kwargs):
        return self.forward_native(*args, **kwargs)

    @classmethod
    def enabled(cls) -> bool:
        return cls.name not in _DISABLED_OPS

    def dispatch_forward(self) -> Callable:
        if not self.enabled():
            return self.forward_native
        impl = getattr(self, f"forward_{current_platform.device_name}", None)
        if impl is None:
            logger.warning("no %s kernel for %s, using native", current_platform.device_name, self.name)
            return self.forward_native
        if current_platform.is_cpu() and not current_platform.has_fused_cpu_kernels():
            return self.forward_native
        return impl

    @classmethod
    def register(cls, name: str):
        def decorator(op_cls):
            assert name not in cls.op_registry, f"duplicate custom op {name}"
            op_cls.name = name
            cls.op_registry[name] = op_cls
            return op_cls

        return decorator


_DISABLED_OPS = set()
