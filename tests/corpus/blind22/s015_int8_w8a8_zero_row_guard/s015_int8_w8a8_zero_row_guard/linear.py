from typing import Optional

import torch
from torch import nn

from .quant_method import LinearMethodBase, UnquantizedLinearMethod, W8A8Int8LinearMethod


class ReplicatedLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, bias: bool = False,
                 quant_method: Optional[LinearMethodBase] = None):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.quant_method = quant_method or UnquantizedLinearMethod()
        self.quant_method.create_weights(self, in_features, out_features)
        self.bias = nn.Parameter(torch.zeros(out_features)) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class QKVProjection(nn.Module):
    def __init__(self, hidden: int, head_dim: int, n_heads: int, n_kv_heads: int):
        super().__init__()
        self.q_size = head_dim * n_heads
        self.kv_size = head_dim * n_kv_heads
        self.qkv = ReplicatedLinear(hidden, self.q_size + 2 * self.kv_size, bias=True,
                                    quant_method=W8A8Int8LinearMethod())

    def forward(self, hidden: torch.Tensor):
        qkv = self.qkv(hidden)
        return qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)


compiled_proj = torch.compile(QKVProjection(8, 4, 2, 1), fullgraph=True)
