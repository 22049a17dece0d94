from typing import Dict, Optional, Type

import torch
import torch.nn.functional as F


class AttentionBackend:
    name = "base"

    def __init__(self, num_heads: int, head_dim: int, causal: bool = True):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.causal = causal
        self.softmax_scale = head_dim ** -0.5

    def run(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError


class TorchSDPABackend(AttentionBackend):
    name = "sdpa"

    def run(self, q, k, v):
        # [T, H, D] -> [H, T, D]
        q, k, v = (t.transpose(0, 1) for t in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v, is_causal=self.causal, scale=self.softmax_scale)
        return out.transpose(0, 1)


class FlashAttentionBackend(TorchSDPABackend):
    name = "flash_attn"

    def _flash_kernel(self):
        try:
            from flash_attn.flash_attn_interface import flash_attn_func
        except ImportError:
            return None
        return flash_attn_func

    def run(self, q, k, v):
        kernel = self._flash_kernel()
        if kernel is None or not q.is_cuda:
            return super().run(q, k, v)
        out = kernel(
            q.unsqueeze(0), k.unsqueeze(0), v.unsqueeze(0),
            softmax_scale=self.softmax_scale, causal=self.causal,
        )
        return out.squeeze(0)


ATTENTION_BACKENDS: Dict[str, Type[AttentionBackend]] = {
    TorchSDPABackend.name: TorchSDPABackend,
    FlashAttentionBackend.name: FlashAttentionBackend,
}


def get_attn_backend(name: Optional[str], num_heads: int, head_dim: int) -> AttentionBackend:
    if name is None or name == "auto":
        name = FlashAttentionBackend.name
    return ATTENTION_BACKENDS[name](num_heads, head_dim)
