import torch
from torch import nn

from .awq import AWQConfig


class QuantLinear(nn.Module):
    def __init__(self, in_features, out_features, quant_config):
        super().__init__()
        self.quant_method = quant_config.get_quant_method()
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class QKVProjection(nn.Module):
    def __init__(self, hidden=16, n_heads=2, quant_config=None):
        super().__init__()
        self.head_dim = hidden // n_heads
        self.qkv = QuantLinear(hidden, 3 * hidden, quant_config)

    @torch.compile(fullgraph=True)
    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        scores = (q @ k.transpose(0, 1)) / self.head_dim**0.5
        return torch.softmax(scores, dim=-1) @ v


def build_layer():
    return QKVProjection(quant_config=AWQConfig(group_size=8))
