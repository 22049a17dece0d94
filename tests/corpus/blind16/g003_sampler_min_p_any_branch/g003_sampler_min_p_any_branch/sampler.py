import torch

from .sampler_base import SamplerBase
from .sampling_info import SamplingBatchInfo


class Sampler(SamplerBase):
    def forward(self, logits: torch.Tensor, temperatures: torch.Tensor, min_ps: torch.Tensor) -> torch.Tensor:
        info = SamplingBatchInfo.from_tensors(temperatures, min_ps)
        if info.is_all_greedy:
            return torch.argmax(logits, dim=-1)
        logits = self.apply_temperature(logits, info.temperatures)
        probs = torch.softmax(logits, dim=-1)
        probs = self.maybe_apply_min_p(probs, info.min_ps)
        return torch.argmax(probs, dim=-1)


sampler = torch.compile(Sampler(), fullgraph=True)
