import torch
import torch.nn.functional as F

from .dequant import dequantize_per_head, quantize_per_head
from .scale_table import PerHeadScaleTable


class QuantKVAttention(torch.nn.Module):
    def __init__(self, layer_idx: int = 3, hidden: int = 8, num_heads: int = 2):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = num_heads
        self.head_dim = hidden // num_heads
        self.wq = torch.nn.Linear(hidden, hidden)
        self.wk = torch.nn.Linear(hidden, hidden)
        self.wv = torch.nn.Linear(hidden, hidden)
        self.scales = PerHeadScaleTable(num_heads)

    def _heads(self, x: torch.Tensor) -> torch.Tensor:
        return x.view(x.shape[0], self.num_heads, self.head_dim).transpose(0, 1)

    @torch.compile(fullgraph=True)
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self._heads(self.wq(x)), self._heads(self.wk(x)), self._heads(self.wv(x))
        k_scale, v_scale = self.scales.scales_for(self.layer_idx)
        k = dequantize_per_head(quantize_per_head(k, k_scale), k_scale)
        v = dequantize_per_head(quantize_per_head(v, v_scale), v_scale)
        out = F.scaled_dot_product_attention(q, k, v)
        return out.transpose(0, 1).reshape(x.shape[0], -1)
