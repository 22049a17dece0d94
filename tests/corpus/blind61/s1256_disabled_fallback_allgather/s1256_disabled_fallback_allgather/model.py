import torch
import torch.nn as nn

from .dp_attention import DpAttentionConfig, DpGatherer


class MoEGate(nn.Module):
    def __init__(self, hidden_size: int, num_experts: int):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(num_experts, hidden_size) * 0.02)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.softmax(x @ self.weight.t(), dim=-1)


class DpAttentionMoEBlock(nn.Module):
    def __init__(self, hidden_size: int = 8, num_experts: int = 4):
        super().__init__()
        self.gatherer = DpGatherer(DpAttentionConfig())
        self.gate = MoEGate(hidden_size, num_experts)
        self.experts = nn.Parameter(torch.randn(num_experts, hidden_size, hidden_size) * 0.02)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_local = hidden_states.shape[0]
        global_hidden = self.gatherer.gather(hidden_states)
        probs = self.gate(global_hidden)
        expert_out = torch.einsum("te,ehd,th->td", probs, self.experts, global_hidden)
        return hidden_states + self.gatherer.scatter(expert_out, num_local)


compiled_moe_block = torch.compile(DpAttentionMoEBlock(), fullgraph=True)
