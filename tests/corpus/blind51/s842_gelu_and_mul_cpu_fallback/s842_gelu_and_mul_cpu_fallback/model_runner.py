import torch
import torch.nn as nn

from .activation import get_act_and_mul_fn
from .utils import EngineConfig, set_current_config


class GemmaMLP(nn.Module):
    def __init__(self, config: EngineConfig):
        super().__init__()
        self.gate_up_proj = nn.Linear(config.hidden_size, 2 * config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.act_fn = get_act_and_mul_fn(config.hidden_act)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(self.act_fn(self.gate_up_proj(x)))


class ModelRunner:
    def __init__(self, config: EngineConfig):
        set_current_config(config)
        self.config = config
        self.mlp = GemmaMLP(config)
        self.mlp.eval()

    @torch.no_grad()
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return hidden_states + self.mlp(hidden_states)


runner = ModelRunner(EngineConfig(hidden_act="gelu_pytorch_tanh"))
decode = torch.compile(runner.forward_decode, fullgraph=True)
