from dataclasses import dataclass
from typing import Optional, Type

import torch
import torch.nn.functional as F


@dataclass
class SDPAMetadata:
    num_tokens: int
    attn_bias: torch.Tensor
    window_left: int


class SDPAMetadataBuilder:
    def __init__(self, sliding_window: Optional[int]):
        self.window_left = -1 if sliding_window is None else sliding_window - 1

    @torch.compiler.disable
    def build(self, positions: torch.Tensor) -> SDPAMetadata:
        num_tokens = positions.shape[0]
        delta = positions[:, None] - positions[None, :]
        allowed = delta >= 0
        if self.window_left >= 0:
            allowed &= delta <= self.window_left
        bias = torch.zeros(num_tokens, num_tokens, dtype=torch.float32)
        bias.masked_fill_(~allowed, float("-inf"))
        return SDPAMetadata(num_tokens=num_tokens, attn_bias=bias, window_left=self.window_left)


class TorchSDPABackendImpl:
    def __init__(self, num_heads: int, head_size: int, scale: float, sliding_window: Optional[int]):
        self.num_heads = num_heads
        self.head_size = head_size
        self.scale = scale
        self.metadata_builder = SDPAMetadataBuilder(sliding_window)

    def forward(self, query, key, value, positions: torch.Tensor) -> torch.Tensor:
        attn_metadata = self.metadata_builder.build(positions)
        n = query.shape[0]
        q = query.view(n, self.num_heads, self.head_size).transpose(0, 1)
        k = key.view(n, self.num_heads, self.head_size).transpose(0, 1)
        v = value.view(n, self.num_heads, self.head_size).transpose(0, 1)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attn_metadata.attn_bias, scale=self.scale)
        return out.transpose(0, 1).reshape(n, -1)


class NaiveBackendImpl(TorchSDPABackendImpl):
    def forward(self, query, key, value, positions: torch.Tensor) -> torch.Tensor:
        n = query.shape[0]
        q = query.view(n, self.num_heads, self.head_size).transpose(0, 1)
        k = key.view(n, self.num_heads, self.head_size).transpose(0, 1)
        v = value.view(n, self.num_heads, self.head_size).transpose(0, 1)
        scores = (q @ k.transpose(-1, -2)) * self.scale
        scores = scores.masked_fill(torch.ones(n, n, dtype=torch.bool).triu(1), float("-inf"))
        return (scores.softmax(-1) @ v).transpose(0, 1).reshape(n, -1)


class TorchSDPABackend:
    @staticmethod
    def get_name() -> str:
        return "TORCH_SDPA"

    @staticmethod
    def get_impl_cls() -> Type[TorchSDPABackendImpl]:
        return TorchSDPABackendImpl


class NaiveBackend:
    @staticmethod
    def get_name() -> str:
        return "NAIVE"

    @staticmethod
    def get_impl_cls() -> Type[TorchSDPABackendImpl]:
        return NaiveBackendImpl
