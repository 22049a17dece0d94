import torch
import torch.nn as nn

from .layers import DebugConfig, ResidualBlock


class TinyModel(nn.Module):
    def __init__(self, hidden_size: int, num_layers: int, debug_config: DebugConfig):
        super().__init__()
        self.layers = nn.ModuleList(
            [ResidualBlock(hidden_size, i, debug_config) for i in range(num_layers)]
        )
        self.lm_head = nn.Linear(hidden_size, 16, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.lm_head(hidden_states)


class ModelRunner:
    def __init__(self, hidden_size: int = 8, num_layers: int = 2):
        self.debug_config = DebugConfig()
        self.model = TinyModel(hidden_size, num_layers, self.debug_config).eval()

    @torch.inference_mode()
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.model(hidden_states)
        return logits.float()


model_runner = ModelRunner()
decode = torch.compile(model_runner.forward_decode, fullgraph=True)
