import functools
import logging

import torch
from torch import nn

logger = logging.getLogger(__name__)


def eager_attention_forward(module: nn.Module, query, key, value, attention_mask, scaling, **kwargs):
    attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
    if attention_mask is not None:
        attn_weights = attn_weights + attention_mask
    attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
    attn_output = torch.matmul(attn_weights, value)
    return attn_output.transpose(1, 2).contiguous(), attn_weights


class AttentionRegistry(dict):
    def register(self, name: str, *, eager_only: bool = False, reason: str = ""):
        """Decorator form of ``self[name] = fn``.

        ``eager_only`` kernels keep Python-side bookkeeping (chunk planning, host buffers) that
        should never be captured; they run outside any graph being built.
        """

        def deco(fn):
            impl = torch.compiler.disable(fn, reason=reason or None) if eager_only else fn
            self[name] = impl
            return fn

        return deco

    def get_interface(self, name: str, default):
        if name not in self:
            logger.warning("attention implementation %r is not registered, using the default", name)
            return default
        return self[name]


ALL_ATTENTION_FUNCTIONS = AttentionRegistry(eager=eager_attention_forward)


@functools.lru_cache(maxsize=None)
def sdpa_available() -> bool:
    return hasattr(torch.nn.functional, "scaled_dot_product_attention")


@ALL_ATTENTION_FUNCTIONS.register("sdpa")
def sdpa_attention_forward(module, query, key, value, attention_mask, scaling, **kwargs):
    out = nn.functional.scaled_dot_product_attention(
        query, key, value, attn_mask=attention_mask, scale=scaling, is_causal=attention_mask is None and query.shape[2] > 1
    )
    return out.transpose(1, 2).contiguous(), None
