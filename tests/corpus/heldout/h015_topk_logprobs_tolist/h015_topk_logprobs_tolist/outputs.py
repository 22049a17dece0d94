from dataclasses import dataclass
from typing import List

import torch


@dataclass
class TopLogprobs:
    token_ids: torch.Tensor
    logprobs: List[List[float]]


def gather_top_logprobs(logits: torch.Tensor, k: int) -> TopLogprobs:
    logprobs = torch.log_softmax(logits.float(), dim=-1)
    top_lp, top_ids = logprobs.topk(k, dim=-1)
    return TopLogprobs(token_ids=top_ids, logprobs=top_lp.tolist())
