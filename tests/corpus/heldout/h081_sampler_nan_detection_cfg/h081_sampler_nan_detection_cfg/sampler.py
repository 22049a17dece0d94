import torch
from torch import nn

from .checks import crash_on_nan_logits
from .server_args import SamplingBackendArgs


class Sampler(nn.Module):
    def __init__(self, server_args: SamplingBackendArgs) -> None:
        super().__init__()
        self.server_args = server_args

    def forward(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        if self.server_args.should_check_nan():
            crash_on_nan_logits(logits)
        probs = torch.softmax(logits / temperatures[:, None], dim=-1)
        return torch.argmax(probs, dim=-1)


sampler = Sampler(SamplingBackendArgs(enable_nan_detection=True))
sample_compiled = torch.compile(sampler, fullgraph=True)
