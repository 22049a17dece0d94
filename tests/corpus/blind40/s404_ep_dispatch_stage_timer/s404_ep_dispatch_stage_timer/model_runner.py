import torch
import torch.nn as nn

from .dispatcher import AllToAllDispatcher
from .ep_utils import EPConfig, StageTimer


class EPMoELayer(nn.Module):
    def __init__(self, hidden_size: int, config: EPConfig, timer: StageTimer):
        super().__init__()
        self.config = config
        self.gate = nn.Linear(hidden_size, config.num_experts, bias=False)
        self.experts = nn.Parameter(torch.randn(config.num_local_experts, hidden_size, hidden_size) * 0.05)
        self.dispatcher = AllToAllDispatcher(config, timer)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.gate(hidden_states)
        topk_weights, topk_ids = torch.topk(logits.softmax(dim=-1), self.config.top_k, dim=-1)
        state = self.dispatcher.dispatch(hidden_states, topk_weights, topk_ids)
        weights = self.experts[state.local_expert_ids]
        expert_out = torch.bmm(state.hidden_states.unsqueeze(1), weights).squeeze(1)
        return self.dispatcher.combine(torch.relu(expert_out), state)


class ModelRunner:
    def __init__(self, hidden_size: int = 8, num_layers: int = 2):
        self.timer = StageTimer()
        self.config = EPConfig()
        self.layers = nn.ModuleList(
            EPMoELayer(hidden_size, self.config, self.timer) for _ in range(num_layers)
        )

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return hidden_states


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
