import torch
import torch.nn as nn

from .sampler_impls import TorchSamplingMixin
from .sampling_batch_info import SamplingBatchInfo


class Sampler(TorchSamplingMixin, nn.Module):
    def __init__(self, use_nan_detection: bool = False):
        super().__init__()
        self.use_nan_detection = use_nan_detection

    def forward(self, logits: torch.Tensor, info: SamplingBatchInfo) -> torch.Tensor:
        if info.is_all_greedy:
            return torch.argmax(logits, dim=-1)
        logits = logits.div_(info.temperatures)
        probs = torch.softmax(logits, dim=-1)
        sample_fn = self._select_sampling_impl(info)
        return sample_fn(probs, info)


class LogitsAndSample(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 32):
        super().__init__()
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.sampler = Sampler()

    def forward(self, hidden_states, temperatures, top_ps, top_ks, min_ps):
        info = SamplingBatchInfo.from_tensors(temperatures, top_ps, top_ks, min_ps)
        logits = self.lm_head(hidden_states)
        return self.sampler(logits, info)


head = LogitsAndSample()
sample_step = torch.compile(head, fullgraph=True)
