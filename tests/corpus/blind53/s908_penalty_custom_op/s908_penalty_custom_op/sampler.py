import torch
from torch import nn

from .sampling_info import SamplingBatchInfo


def top_k_mask(logits: torch.Tensor, k: int) -> torch.Tensor:
    if k <= 0 or k >= logits.shape[-1]:
        return logits
    kth = torch.topk(logits, k, dim=-1).values[..., -1:]
    return logits.masked_fill(logits < kth, float("-inf"))


class Sampler(nn.Module):
    def __init__(self, info: SamplingBatchInfo):
        super().__init__()
        self.info = info

    def forward(self, logits: torch.Tensor, output_ids: torch.Tensor, output_lens: torch.Tensor,
                finished: torch.Tensor) -> torch.Tensor:
        logits = self.info.apply_penalties(logits, output_ids, output_lens)
        logits = top_k_mask(logits / self.info.temperature, self.info.top_k)
        next_ids = torch.argmax(logits, dim=-1)
        return torch.where(finished, torch.zeros_like(next_ids), next_ids)


compiled_sampler = torch.compile(
    Sampler(SamplingBatchInfo(temperature=0.8, top_k=8, repetition_penalty=1.1, presence_penalty=0.3)),
    fullgraph=True,
)
