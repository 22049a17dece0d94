import torch
from torch import nn

from .quantization import get_quantization_config


class QKVParallelLinear(nn.Module):
    def __init__(self, hidden_size: int, head_dim: int, num_heads: int,
                 num_kv_heads: int, quantization: str = "fp8"):
        super().__init__()
        self.hidden_size = hidden_size
        self.head_dim = head_dim
        self.q_size = num_heads * head_dim
        self.kv_size = num_kv_heads * head_dim
        output_size = self.q_size + 2 * self.kv_size
        quant_config = get_quantization_config(quantization)()
        self.quant_method = quant_config.get_linear_method()
        self.quant_method.create_weights(self, hidden_size, output_size)

    def forward(self, x: torch.Tensor):
        qkv = self.quant_method.apply(self, x)
        return qkv.split([self.q_size, self.kv_size, self.kv_size], dim=-1)


class SelfAttentionProj(nn.Module):
    def __init__(self, hidden_size: int = 8, num_heads: int = 2, num_kv_heads: int = 1):
        super().__init__()
        self.head_dim = hidden_size // num_heads
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.qkv_proj = QKVParallelLinear(hidden_size, self.head_dim, num_heads, num_kv_heads)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(hidden_states)
        T = hidden_states.shape[0]
        q = q.view(T, self.num_heads, self.head_dim)
        k = k.view(T, self.num_kv_heads, self.head_dim).expand_as(q)
        v = v.view(T, self.num_kv_heads, self.head_dim).expand_as(q)
        attn = torch.softmax(torch.einsum("thd,shd->hts", q, k) / self.head_dim ** 0.5, dim=-1)
        return torch.einsum("hts,shd->thd", attn, v).reshape(T, -1)


attn_proj = torch.compile(SelfAttentionProj(), fullgraph=True)
