from typing import Callable

import torch

from .import_utils import is_flash_attn_2_available, is_torch_sdpa_available, is_torchdynamo_compiling, logger


class AttentionInterface(dict):
    """Global mapping ``attn_implementation -> function``; models may register their own kernels."""

    _global_mapping: dict = {}

    def __init__(self):
        super().__init__()
        self.update(self._global_mapping)

    @classmethod
    def register(cls, key: str) -> Callable:
        def deco(fn):
            cls._global_mapping[key] = fn
            return fn

        return deco


@AttentionInterface.register("eager")
def eager_attention(q, k, v, mask, scale):
    w = torch.softmax((q @ k.transpose(-1, -2)) * scale + mask, dim=-1)
    return w @ v


@AttentionInterface.register("sdpa")
def sdpa_attention(q, k, v, mask, scale):
    return torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=mask, scale=scale)


def resolve_attn_implementation(requested: str) -> str:
    """Fall back from unavailable kernels to the best one installed."""
    impl = requested
    if impl == "flash_attention_2" and not is_flash_attn_2_available():
        impl = "sdpa"
    if impl == "sdpa" and not is_torch_sdpa_available():
        impl = "eager"
    if impl != requested and not is_torchdynamo_compiling():
        logger.warning("attn_implementation=%r is unavailable, using %r", requested, impl)
    return impl
