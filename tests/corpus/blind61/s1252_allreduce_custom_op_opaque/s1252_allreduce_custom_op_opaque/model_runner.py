from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import custom_ops  # noqa: F401
from .parallel_state import (
    get_tensor_model_parallel_world_size,
    initialize_model_parallel,
    tensor_model_parallel_all_reduce,
)


@dataclass
class ModelConfig:
    hidden_size: int = 8
    num_heads: int = 4
    tp_size: int = 2


class AttentionOutput(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        tp_size = get_tensor_model_parallel_world_size()
        self.o_proj = nn.Linear(config.hidden_size // tp_size, config.hidden_size, bias=False)

    def forward(self, attn_output: torch.Tensor) -> torch.Tensor:
        return tensor_model_parallel_all_reduce(self.o_proj(attn_output))


class DecodeModel(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        tp_size = get_tensor_model_parallel_world_size()
        self.local_hidden = config.hidden_size // tp_size
        self.v_proj = nn.Linear(config.hidden_size, self.local_hidden, bias=False)
        self.attn_out = AttentionOutput(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        v = self.v_proj(hidden_states)
        probs = F.softmax(v @ v.transpose(0, 1), dim=-1)
        return hidden_states + self.attn_out(probs @ v)


class ModelRunner:
    def __init__(self, config: ModelConfig):
        self.config = config
        self.init_torch_distributed()
        self.model = DecodeModel(config)

    def init_torch_distributed(self) -> None:
        initialize_model_parallel(tensor_model_parallel_size=self.config.tp_size, local_rank=0)

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states)


runner = ModelRunner(ModelConfig())
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
