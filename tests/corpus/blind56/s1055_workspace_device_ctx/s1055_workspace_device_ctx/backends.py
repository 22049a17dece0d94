from typing import Dict, Type

import torch
import torch.nn.functional as F

from .base import AttentionBackend


class TorchNativeAttnBackend(AttentionBackend):
    name = "torch_native"

    def forward(self, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor) -> torch.Tensor:
        self.check_dtype(query.dtype)
        num_tokens = query.shape[0]
        out = self._alloc_output(query)
        q = query.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        k = key.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        v = value.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        attn = F.scaled_dot_product_attention(q, k, v, is_causal=True, scale=self.scale)
        out.copy_(attn.transpose(0, 1).reshape(num_tokens, -1))
        return out


class NaiveAttnBackend(AttentionBackend):
    name = "naive"

    def forward(self, query: torch.Tensor, key: torch.Tensor, value: torch.Tensor) -> torch.Tensor:
        num_tokens = query.shape[0]
        q = query.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        k = key.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        v = value.view(num_tokens, self.num_heads, self.head_dim).transpose(0, 1)
        scores = torch.matmul(q, k.transpose(-1, -2)) * self.scale
        mask = torch.ones(num_tokens, num_tokens, dtype=torch.bool, device=query.device).tril()
        scores = scores.masked_fill(~mask, torch.finfo(scores.dtype).min)
        out = torch.matmul(scores.softmax(dim=-1), v)
        return out.transpose(0, 1).reshape(num_tokens, -1)


ATTENTION_BACKENDS: Dict[str, Type[AttentionBackend]] = {
    TorchNativeAttnBackend.name: TorchNativeAttnBackend,
    NaiveAttnBackend.name: NaiveAttnBackend,
}


def get_attn_backend(name: str, num_heads: int, head_dim: int) -> AttentionBackend:
    try:
        cls = ATTENTION_BACKENDS[name]
    except KeyError:
        raise ValueError(f"unknown attention backend {name!r}; choose from {sorted(ATTENTION_BACKENDS)}")
    return cls(num_heads, head_dim)
