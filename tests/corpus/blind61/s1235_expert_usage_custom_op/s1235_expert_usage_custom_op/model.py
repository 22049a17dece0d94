import torch
from torch import nn

from .moe import MixtralSparseMoeBlock, MoEConfig
from .usage_ops import ExpertUsageRecorder


class MixtralDecoderLayer(nn.Module):
    def __init__(self, config: MoEConfig, layer_id: int, recorder: ExpertUsageRecorder):
        super().__init__()
        self.input_layernorm = nn.RMSNorm(config.hidden_size)
        self.block_sparse_moe = MixtralSparseMoeBlock(config, layer_id, recorder)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.block_sparse_moe(self.input_layernorm(x))


class MixtralModel(nn.Module):
    def __init__(self, config: MoEConfig):
        super().__init__()
        self.expert_usage = ExpertUsageRecorder(
            config.num_layers, config.num_experts, enabled=config.record_expert_usage
        )
        self.layers = nn.ModuleList(
            MixtralDecoderLayer(config, i, self.expert_usage) for i in range(config.num_layers)
        )
        self.norm = nn.RMSNorm(config.hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)


compiled = torch.compile(MixtralModel(MoEConfig()), fullgraph=True)
