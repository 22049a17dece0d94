from typing import Optional

import torch

from .forward_context import set_forward_context
from .layers import TinyEncoder


class EncoderRunner:
    def __init__(self, model: torch.nn.Module, dtype: torch.dtype = torch.float32,
                 device: Optional[torch.device] = None) -> None:
        self.model = model
        self.dtype = dtype
        self.device = device or torch.device("cpu")

    def execute_model(self, hidden_states: torch.Tensor) -> torch.Tensor:
        num_tokens = hidden_states.shape[0]
        with set_forward_context(self.dtype, hidden_states.device, num_tokens=num_tokens):
            return self.model(hidden_states)


runner = EncoderRunner(TinyEncoder())
execute_model = torch.compile(runner.execute_model, fullgraph=True)
