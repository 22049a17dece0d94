from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .debug import TensorDumper


@dataclass
class ServerArgs:
    hidden_size: int = 8
    vocab_size: int = 16
    debug_tensor_dump_output_folder: Optional[str] = None
    debug_tensor_dump_layers: tuple = ()


class TinyLM(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int):
        super().__init__()
        self.proj = nn.Linear(hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, hidden_states: torch.Tensor, dumper: TensorDumper) -> torch.Tensor:
        hidden_states = torch.nn.functional.gelu(self.proj(hidden_states)) + hidden_states
        dumper.dump("final_hidden", hidden_states)
        logits = self.lm_head(hidden_states)
        dumper.dump("logits", logits)
        return logits


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        self.model = TinyLM(server_args.hidden_size, server_args.vocab_size).eval()
        self.dumper = TensorDumper(
            server_args.debug_tensor_dump_output_folder,
            names=server_args.debug_tensor_dump_layers,
        )

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.model(hidden_states, self.dumper)
        return torch.argmax(logits, dim=-1)


runner = ModelRunner(
    ServerArgs(
        debug_tensor_dump_output_folder="/tmp/sglang_dump/decode",
        debug_tensor_dump_layers=("logits",),
    )
)
decode = torch.compile(runner.forward_decode, fullgraph=True)
