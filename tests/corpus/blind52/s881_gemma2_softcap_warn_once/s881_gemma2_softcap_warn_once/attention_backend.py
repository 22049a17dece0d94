from typing import Dict, Optional, Type

import torch
import torch.nn.functional as F

from .log_utils import warn_once


class AttentionBackend:
    supports_logit_cap: bool = False

    def __init__(self, num_heads: int, num_kv_heads: int, head_dim: int):
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = head_dim

    def _expand_kv(self, t: torch.Tensor) -> torch.Tensor:
        if self.num_heads == self.num_kv_heads:
            return t
        return t.repeat_interleave(self.num_heads // self.num_kv_heads, dim=1)

    def forward(self, q, k, v, layer) -> torch.Tensor:
        raise NotImplementedError


class TorchNativeAttnBackend(AttentionBackend):
    supports_logit_cap = False

    def forward(self, q, k, v, layer) -> torch.Tensor:
        k = self._expand_kv(k)
        v = self._expand_kv(v)
        if layer.logit_cap > 0:
            return self._softcapped_attention(q, k, v, layer.scaling, layer.logit_cap)
        return F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=layer.scaling)

    def _softcapped_attention(self, q, k, v, scaling: float, logit_cap: float):
        if not self.supports_logit_cap:
            warn_once(
                f"{type(self).__name__} has no fused logit soft-capping; "
                "falling back to explicit tanh capping."
            )
        scores = torch.matmul(q, k.transpose(-1, -2)) * scaling
        scores = logit_cap * torch.tanh(scores / logit_cap)
        seq = scores.shape[-1]
        mask = torch.ones(seq, seq, dtype=torch.bool, device=scores.device).triu(1)
        scores = scores.masked_fill(mask, float("-inf"))
        probs = torch.softmax(scores.float(), dim=-1).to(q.dtype)
        return torch.matmul(probs, v)


class FlexSoftcapBackend(TorchNativeAttnBackend):
    supports_logit_cap = True


ATTENTION_BACKENDS: Dict[str, Type[AttentionBackend]] = {
    "torch_native": TorchNativeAttnBackend,
    "flex": FlexSoftcapBackend,
}


def get_attn_backend(name: Optional[str], **kwargs) -> AttentionBackend:
    name = name or "torch_native"
    return ATTENTION_BACKENDS[name](**kwargs)
