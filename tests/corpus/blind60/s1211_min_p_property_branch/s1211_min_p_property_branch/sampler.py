import torch
from torch import nn

from .sampling_batch_info import SamplingBatchInfo
from .sampling_ops import greedy_sample, top_k_top_p_min_p_sampling_from_probs_torch


class Sampler(nn.Module):
    def __init__(self, use_nan_detection: bool = False):
        super().__init__()
        self.use_nan_detection = use_nan_detection

    def _sample_from_probs(self, probs: torch.Tensor, sampling_info: SamplingBatchInfo) -> torch.Tensor:
        return top_k_top_p_min_p_sampling_from_probs_torch(
            probs,
            sampling_info.top_ks,
            sampling_info.top_ps,
            sampling_info.min_ps,
            sampling_info.need_min_p_sampling,
        )

    def forward(self, logits: torch.Tensor, sampling_info: SamplingBatchInfo) -> torch.Tensor:
        logits = sampling_info.apply_logit_bias(logits)

        if sampling_info.is_all_greedy:
            return greedy_sample(logits)

        # Post process logits
        logits.div_(sampling_info.temperatures)
        probs = torch.softmax(logits, dim=-1)
        del logits
        return self._sample_from_probs(probs, sampling_info)


class SamplingHead(nn.Module):
    """LM head followed by the sampler, as run at the end of a decode step."""

    def __init__(self, hidden_size: int, vocab_size: int):
        super().__init__()
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)
        self.sampler = Sampler()

    def forward(self, hidden_states: torch.Tensor, sampling_info: SamplingBatchInfo) -> torch.Tensor:
        logits = self.lm_head(hidden_states).float()
        return self.sampler(logits, sampling_info)


def build_sampling_head(hidden_size: int = 8, vocab_size: int = 32) -> nn.Module:
    torch.manual_seed(0)
    return torch.compile(SamplingHead(hidden_size, vocab_size), fullgraph=True)


compiled_head = build_sampling_head()
