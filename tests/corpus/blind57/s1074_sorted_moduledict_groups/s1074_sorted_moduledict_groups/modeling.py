import torch
from torch import nn

from .base import AdapterMixin, PreTrainedBase
from .configuration import AdapterConfig


class BottleneckAdapter(nn.Module):
    def __init__(self, hidden_size: int, bottleneck: int, scale: float):
        super().__init__()
        self.down = nn.Linear(hidden_size, bottleneck)
        self.up = nn.Linear(bottleneck, hidden_size)
        self.scale = scale

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.up(torch.relu(self.down(x))) * self.scale


class AdapterStackModel(AdapterMixin, PreTrainedBase):
    config_class = AdapterConfig

    def __init__(self, config: AdapterConfig):
        super().__init__(config)
        self.embed_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.adapter_modules = nn.ModuleDict(
            {
                name: BottleneckAdapter(config.hidden_size, config.bottleneck, scale)
                for name, scale in config.adapters.items()
            }
        )
        self.final_norm = nn.LayerNorm(config.hidden_size)
        self.post_init()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = self.embed_proj(hidden_states)
        outputs = self.adapter_outputs(hidden_states)
        mixed = torch.stack(list(outputs.values()), dim=0).sum(dim=0)
        return self.final_norm(hidden_states * self.config.residual_scale + mixed)


model = torch.compile(AdapterStackModel(AdapterConfig()), fullgraph=True)
