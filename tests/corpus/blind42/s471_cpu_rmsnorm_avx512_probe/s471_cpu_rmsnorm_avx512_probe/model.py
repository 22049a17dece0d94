import torch
from torch import nn

from .norm_ops import fused_add_rms_norm


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, x, residual):
        return fused_add_rms_norm(x, residual, self.weight, self.variance_epsilon)


class DecoderTail(nn.Module):
    def __init__(self, hidden_size: int = 32):
        super().__init__()
        self.mlp_out = nn.Linear(hidden_size, hidden_size, bias=False)
        self.post_attention_layernorm = RMSNorm(hidden_size)

    def forward(self, hidden_states, residual):
        hidden_states, residual = self.post_attention_layernorm(hidden_states, residual)
        return self.mlp_out(hidden_states), residual


compiled = torch.compile(DecoderTail(), fullgraph=True)
