from typing import Optional

import torch
import torch.nn as nn

from .dumper import TensorDumper
from .server_args import get_global_server_args


class MLPBlock(nn.Module):
    def __init__(self, hidden: int, layer_id: int, dumper: Optional[TensorDumper]):
        super().__init__()
        self.layer_id = layer_id
        self.fc1 = nn.Linear(hidden, hidden * 2)
        self.fc2 = nn.Linear(hidden * 2, hidden)
        self.dumper = dumper

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = torch.nn.functional.gelu(self.fc1(x))
        out = self.fc2(h)
        if self.dumper is not None:
            self.dumper.dump("mlp_output", out, layer_id=self.layer_id)
        return x + out


class DumpableModel(nn.Module):
    def __init__(self, hidden: int = 8, num_layers: int = 2):
        super().__init__()
        args = get_global_server_args()
        self.dumper = (
            TensorDumper(args.debug_tensor_dump_output_folder, args.debug_tensor_dump_layers)
            if args.enable_tensor_dump
            else None
        )
        self.layers = nn.ModuleList(
            [MLPBlock(hidden, i, self.dumper) for i in range(num_layers)]
        )

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        if self.dumper is not None:
            self.dumper.on_forward_pass_start()
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states
