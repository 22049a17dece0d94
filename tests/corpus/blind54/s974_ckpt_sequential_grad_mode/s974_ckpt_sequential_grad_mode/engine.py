import torch

from .modeling_utils import ModelConfig
from .models import build_model


class ModelRunner:
    def __init__(self, config: ModelConfig):
        self.config = config
        self.model = build_model(config)

    def forward_batch(self, hidden_states: torch.Tensor) -> torch.Tensor:
        out = self.model(hidden_states)
        return out.float()


runner = ModelRunner(ModelConfig())
forward_batch = torch.compile(runner.forward_batch, fullgraph=True)
