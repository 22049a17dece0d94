import torch
from torch import nn

from . import envs
from .aiter_utils import shuffle_weight, unshuffle_gemm


class UnquantizedLinearMethod:
    def __init__(self):
        self.use_aiter = envs.SGLANG_USE_AITER

    def create_weights(self, layer: nn.Module, in_features: int, out_features: int):
        layer.weight = nn.Parameter(torch.randn(out_features, in_features) * 0.02, requires_grad=False)
        layer.weight_is_shuffled = False

    def _maybe_shuffle(self, layer: nn.Module) -> None:
        if layer.weight_is_shuffled:
            return
        layer.shuffle_layout = envs.SGLANG_AITER_SHUFFLE_LAYOUT
        layer.weight_shuffled = shuffle_weight(layer.weight, layer.shuffle_layout)
        layer.weight_is_shuffled = True

    def apply(self, layer: nn.Module, x: torch.Tensor) -> torch.Tensor:
        if self.use_aiter:
            self._maybe_shuffle(layer)
            return unshuffle_gemm(x, layer.weight_shuffled, layer.shuffle_layout)
        return torch.nn.functional.linear(x, layer.weight)


class QKVParallelLinear(nn.Module):
    def __init__(self, hidden_size: int, head_dim: int, num_heads: int, num_kv_heads: int):
        super().__init__()
        self.q_size = num_heads * head_dim
        self.kv_size = num_kv_heads * head_dim
        self.quant_method = UnquantizedLinearMethod()
        self.quant_method.create_weights(self, hidden_size, self.q_size + 2 * self.kv_size)

    def forward(self, x: torch.Tensor):
        qkv = self.quant_method.apply(self, x)
        return qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)
