import torch
import torch.nn as nn

from .eplb_state import EplbState
from .fused_moe import FusedMoE

NUM_LAYERS = 2
HIDDEN = 8
NUM_EXPERTS = 4
NUM_REDUNDANT = 2


class MixtralDecoderLayer(nn.Module):
    def __init__(self, layer_idx: int):
        super().__init__()
        self.input_layernorm = nn.RMSNorm(HIDDEN)
        self.gate = nn.Linear(HIDDEN, NUM_EXPERTS, bias=False)
        self.experts = FusedMoE(layer_idx, HIDDEN, NUM_EXPERTS, top_k=2, enable_eplb=True,
                                num_redundant_experts=NUM_REDUNDANT)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        normed = self.input_layernorm(hidden_states)
        return hidden_states + self.experts(normed, self.gate(normed))


class MixtralModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.layers = nn.ModuleList(MixtralDecoderLayer(i) for i in range(NUM_LAYERS))
        self.eplb_state = EplbState.build(NUM_LAYERS, NUM_EXPERTS, NUM_REDUNDANT)
        for layer in self.layers:
            layer.experts.set_eplb_state(self.eplb_state)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states


_model = MixtralModel()


@torch.compile(fullgraph=True, dynamic=False)
def run_model(hidden_states: torch.Tensor) -> torch.Tensor:
    out = _model(hidden_states)
    _model.eplb_state.expert_rearrangement_step += 1
    return out
