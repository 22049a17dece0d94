import torch

from .attention import ForwardMetadata
from .config import Llama4TextConfig
from .llama4 import Llama4Model


class ModelRunner:
    def __init__(self, config: Llama4TextConfig):
        self.config = config
        self.model = Llama4Model(config).eval()

    @torch.no_grad()
    def forward_extend(self, hidden_states: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        metadata = ForwardMetadata.for_prefill(positions)
        return self.model(positions, hidden_states, metadata)


runner = ModelRunner(Llama4TextConfig())
forward_extend = torch.compile(runner.forward_extend, fullgraph=True)
