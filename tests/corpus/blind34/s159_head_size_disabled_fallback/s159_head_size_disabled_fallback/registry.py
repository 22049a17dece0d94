from typing import Callable, Dict

from . import kernels

SUPPORTED_HEAD_SIZES = (64, 80, 96, 128, 256)


class AttentionBackendRegistry:
    def __init__(self):
        self._by_head_size: Dict[int, Callable] = {}

    def register(self, head_size: int, fn: Callable) -> None:
        self._by_head_size[head_size] = fn

    def lookup(self, head_size: int) -> Callable:
        return self._by_head_size.get(head_size, kernels.chunked_fallback_kernel)


REGISTRY = AttentionBackendRegistry()
for _hs in SUPPORTED_HEAD_SIZES:
    REGISTRY.register(_hs, kernels.sdpa_kernel)


def run_attention(q, k, v, scale):
    kernel = REGISTRY.lookup(q.shape[-1])
    return kernel(q, k, v, scale)
