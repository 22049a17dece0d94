from __future__ import annotations

import torch
from torch import nn

from .logits_processor import LogitsProcessor
from .outputs import LogitsMetadata


class RMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class MLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        self.gate_up_proj = nn.Linear(hidden_size, 2 * intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(nn.functional.silu(gate) * up)


class TinyCausalLM(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 16, num_layers: int = 2,
                 return_logprob: bool = True, capture_hidden: bool = False):
        super().__init__()
        self.layers = nn.ModuleList(MLP(hidden_size, 2 * hidden_size) for _ in range(num_layers))
        self.norms = nn.ModuleList(RMSNorm(hidden_size) for _ in range(num_layers))
        self.final_norm = RMSNorm(hidden_size)
        self.logits_processor = LogitsProcessor(hidden_size, vocab_size, final_logit_softcapping=30.0)
        self.return_logprob = return_logprob
        self.capture_hidden = capture_hidden
        self.requires_grad_(False)

    def forward(self, hidden_states: torch.Tensor):
        for norm, mlp in zip(self.norms, self.layers):
            hidden_states = hidden_states + mlp(norm(hidden_states))
        hidden_states = self.final_norm(hidden_states)
        metadata = LogitsMetadata.for_decode(self.return_logprob, self.capture_hidden)
        output = self.logits_processor(hidden_states, metadata)
        return output.non_empty()


compiled_model = torch.compile(TinyCausalLM(), fullgraph=True)
