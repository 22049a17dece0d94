import os

import torch

from .output_processors import get_output_processor
from .req import make_dummy_batch

_BATCH_SIZE = 4
_reqs = make_dummy_batch(_BATCH_SIZE)
_processor = get_output_processor(os.environ.get("SGL_OUTPUT_PROCESSOR", "logprob"), _reqs)


def _greedy_sample(logits: torch.Tensor, temperature: float = 1.0):
    logprobs = torch.log_softmax(logits / temperature, dim=-1)
    next_token_logprobs, next_token_ids = logprobs.max(dim=-1)
    return next_token_ids, next_token_logprobs


def sample_and_account(logits: torch.Tensor) -> torch.Tensor:
    next_token_ids, next_token_logprobs = _greedy_sample(logits)
    _processor.process(next_token_ids, next_token_logprobs)
    return next_token_ids


sample_step = torch.compile(sample_and_account, fullgraph=True)
