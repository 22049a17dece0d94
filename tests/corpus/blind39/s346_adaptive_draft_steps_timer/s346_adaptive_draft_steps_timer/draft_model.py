import torch
import torch.nn as nn


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return self.weight * x * torch.rsqrt(var + self.eps)


class TinyDraftLM(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 32):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.norm = RMSNorm(hidden_size)
        self.gate_up_proj = nn.Linear(hidden_size, 4 * hidden_size, bias=False)
        self.down_proj = nn.Linear(2 * hidden_size, hidden_size, bias=False)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor, hidden_states: torch.Tensor):
        h = hidden_states + self.embed_tokens(input_ids)
        gate, up = self.gate_up_proj(self.norm(h)).chunk(2, dim=-1)
        h = h + self.down_proj(nn.functional.silu(gate) * up)
        return self.lm_head(self.norm(h)), h
