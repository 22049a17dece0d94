from dataclasses import dataclass

import torch

from .model import TinyDecoder
from .parallel_state import ensure_model_parallel_initialized


@dataclass
class ModelConfig:
    vocab_size: int = 16
    hidden_size: int = 8
    tensor_parallel_size: int = 1
    pipeline_parallel_size: int = 1


class ModelRunner:
    def __init__(self, config: ModelConfig):
        self.config = config
        ensure_model_parallel_initialized(config.tensor_parallel_size, config.pipeline_parallel_size)
        self.model = TinyDecoder(config.vocab_size, config.hidden_size).eval()

    @torch.no_grad()
    def forward_decode(self, input_ids: torch.Tensor, positions: torch.Tensor) -> torch.Tensor:
        logits = self.model(input_ids, positions)
        return torch.argmax(logits, dim=-1)


runner = ModelRunner(ModelConfig())
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
