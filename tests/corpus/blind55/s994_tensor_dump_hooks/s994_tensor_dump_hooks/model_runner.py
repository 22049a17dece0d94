from dataclasses import dataclass
from typing import Optional

import torch

from .debug_utils import register_forward_hook_for_model
from .qwen2 import Qwen2Config, Qwen2ForCausalLM


@dataclass
class ServerArgs:
    tp_size: int = 1
    debug_tensor_dump_output_folder: Optional[str] = None
    debug_tensor_dump_layers: Optional[list] = None


class ModelRunner:
    def __init__(self, server_args: ServerArgs, tp_rank: int = 0):
        self.server_args = server_args
        self.tp_rank = tp_rank
        self.tensor_dumper = None
        self.load_model()

    def load_model(self) -> None:
        torch.manual_seed(0)
        self.model = Qwen2ForCausalLM(Qwen2Config()).eval()
        if self.server_args.debug_tensor_dump_output_folder is not None:
            self.tensor_dumper = register_forward_hook_for_model(
                self.model,
                self.server_args.debug_tensor_dump_output_folder,
                tp_rank=self.tp_rank,
            )

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        logits = self.model(input_ids)
        if self.tensor_dumper is not None:
            self.tensor_dumper.flush()
        return logits
