import torch
from torch import nn

from .cuda_graph_runner import CudaGraphRunner
from .server_args import ServerArgs


class TinyDecoder(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.norm = nn.LayerNorm(hidden_size)
        self.proj = nn.Linear(hidden_size, hidden_size)

    def forward(self, hidden_states: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        scale = seq_lens.to(hidden_states.dtype).clamp(min=1).rsqrt().unsqueeze(-1)
        return self.proj(self.norm(hidden_states)) * scale


class ModelRunner:
    def __init__(self, server_args: ServerArgs):
        self.server_args = server_args
        self.model = TinyDecoder(server_args.hidden_size).eval()
        self.graph_runner = CudaGraphRunner(server_args)

    def forward_decode(self, hidden_states: torch.Tensor, seq_lens: torch.Tensor) -> torch.Tensor:
        raw_bs = hidden_states.shape[0]
        if self.graph_runner.can_run(raw_bs):
            return self.graph_runner.replay(hidden_states, seq_lens, self.model)
        return self.model(hidden_states, seq_lens)


model_runner = ModelRunner(ServerArgs())
decode_step = torch.compile(model_runner.forward_decode, fullgraph=True)
