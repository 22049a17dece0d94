import torch
from torch import nn

from .awq_marlin import AWQMarlinConfig, QKVParallelLinear


class QwenAttentionProj(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, num_kv_heads: int, quant_config: AWQMarlinConfig):
        super().__init__()
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = QKVParallelLinear(hidden_size, self.head_dim, num_heads, num_kv_heads, quant_config)

    def forward(self, hidden_states: torch.Tensor):
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.split([self.qkv_proj.q_size, self.qkv_proj.kv_size, self.qkv_proj.kv_size], dim=-1)
        return q, k, v


class ModelRunner:
    def __init__(self) -> None:
        self.model = QwenAttentionProj(hidden_size=8, num_heads=2, num_kv_heads=1, quant_config=AWQMarlinConfig())

    def forward_decode(self, hidden_states: torch.Tensor):
        return self.model(hidden_states)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
