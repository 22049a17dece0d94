import torch
from torch import nn

from .params import SamplingParams


class LogitsProcessor(nn.Module):
    def __init__(self, params: SamplingParams) -> None:
        super().__init__()
        self.params = params

    def _dump(self, logits: torch.Tensor) -> None:
        with open(self.params.dump_path, "a") as fh:
            fh.write(f"{logits.shape}\n")

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        if self.params.dump_logits:
            self._dump(logits)
        if self.params.top_k > 0:
            kth = logits.topk(self.params.top_k, dim=-1).values[..., -1:]
            logits = logits.masked_fill(logits < kth, float("-inf"))
        return logits / self.params.temperature


processor = LogitsProcessor(SamplingParams(0.7, 5, True))
compiled = torch.compile(processor, fullgraph=True)
