import torch
import torch.nn as nn
import torch.nn.functional as F


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class EagleMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


class LlamaEagleHead(nn.Module):
    """Single-layer EAGLE draft head: fuses token embedding and target hidden state."""

    def __init__(self, vocab_size: int, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.fc = nn.Linear(2 * hidden_size, hidden_size, bias=False)
        self.input_layernorm = RMSNorm(hidden_size)
        self.mlp = EagleMLP(hidden_size, intermediate_size)
        self.norm = RMSNorm(hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, hidden_states: torch.Tensor) -> torch.Tensor:
        embeds = self.embed_tokens(input_ids)
        h = self.fc(torch.cat([embeds, hidden_states], dim=-1))
        h = h + self.mlp(self.input_layernorm(h))
        return self.lm_head(self.norm(h))
