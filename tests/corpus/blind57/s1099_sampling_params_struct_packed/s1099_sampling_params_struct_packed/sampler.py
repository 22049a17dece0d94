from dataclasses import dataclass

import torch

from .ops import apply_packed_sampling
from .param_packing import LoRAAdapterTable, pack_sampling_params


@dataclass
class SamplingParams:
    temperature: float = 1.0
    top_p: float = 1.0
    repetition_penalty: float = 1.0
    min_p: float = 0.0


class SamplingBatchInfo:
    def __init__(self, params):
        self.params = list(params)
        self.packed = pack_sampling_params(self.params)
        self.top_ps = torch.tensor([p.top_p for p in self.params])

    def pack_params(self) -> torch.Tensor:
        return self.packed


class Sampler:
    def __init__(self, batch_info: SamplingBatchInfo):
        self.batch_info = batch_info
        self.lora_table = LoRAAdapterTable()

    def forward(self, logits: torch.Tensor) -> torch.Tensor:
        packed = self.batch_info.pack_params()
        logits = apply_packed_sampling(logits, packed)
        probs = torch.softmax(logits, dim=-1)
        sorted_probs, sorted_idx = probs.sort(dim=-1, descending=True)
        cum = sorted_probs.cumsum(dim=-1)
        mask = (cum - sorted_probs) > self.batch_info.top_ps.unsqueeze(-1)
        sorted_probs = sorted_probs.masked_fill(mask, 0.0)
        return sorted_idx.gather(-1, sorted_probs.argmax(dim=-1, keepdim=True)).squeeze(-1)


_batch = SamplingBatchInfo(
    [SamplingParams(0.7, 0.9, 1.1), SamplingParams(1.0, 0.95, 1.0), SamplingParams(0.5, 0.8, 1.2)]
)
sampler = Sampler(_batch)


@torch.compile(fullgraph=True)
def sample(logits: torch.Tensor) -> torch.Tensor:
    return sampler.forward(logits)
