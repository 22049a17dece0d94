import contextlib

import torch
import torch.nn as nn

from .op_profiler import OpStats, OpTimerMode
from .server_args import ServerArgs


class TinyLM(nn.Module):
    def __init__(self, args: ServerArgs):
        super().__init__()
        self.embed_tokens = nn.Embedding(args.vocab_size, args.hidden_size)
        self.layers = nn.ModuleList(
            nn.Sequential(nn.LayerNorm(args.hidden_size), nn.Linear(args.hidden_size, args.hidden_size), nn.GELU())
            for _ in range(args.num_layers)
        )
        self.lm_head = nn.Linear(args.hidden_size, args.vocab_size, bias=False)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        h = self.embed_tokens(input_ids)
        for layer in self.layers:
            h = h + layer(h)
        return self.lm_head(h)


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        torch.manual_seed(0)
        self.model = TinyLM(server_args).eval()
        self.op_stats = OpStats()

    def _op_profiler(self):
        if self.server_args.enable_op_profile:
            return OpTimerMode(self.op_stats)
        return contextlib.nullcontext()

    def forward_decode(self, input_ids: torch.Tensor) -> torch.Tensor:
        with self._op_profiler():
            logits = self.model(input_ids)
        return logits[:, -1, :].float()


runner = ModelRunner(ServerArgs(profile_output_dir="/tmp/s1026_profile"))
forward_decode = torch.compile(runner.forward_decode, fullgraph=True)
