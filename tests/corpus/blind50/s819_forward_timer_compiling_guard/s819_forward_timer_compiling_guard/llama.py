import torch
import torch.nn as nn
import torch.nn.functional as F

from .base_model import InstrumentedCausalLM


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.up_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class LlamaForCausalLM(InstrumentedCausalLM):
    def __init__(self, hidden_size: int = 8, intermediate_size: int = 16, vocab_size: int = 32):
        super().__init__()
        self.norm = nn.RMSNorm(hidden_size, eps=1e-6)
        self.mlp = LlamaMLP(hidden_size, intermediate_size)
        self.final_norm = nn.RMSNorm(hidden_size, eps=1e-6)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def compute_hidden(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states + self.mlp(self.norm(hidden_states))
        return self.final_norm(hidden_states)


model = torch.compile(LlamaForCausalLM(), fullgraph=True)
