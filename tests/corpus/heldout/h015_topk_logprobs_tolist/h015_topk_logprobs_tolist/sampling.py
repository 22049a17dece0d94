import torch

from .outputs import gather_top_logprobs


class LogprobsProcessor:
    def __init__(self, num_logprobs: int = 3) -> None:
        self.num_logprobs = num_logprobs

    def __call__(self, logits: torch.Tensor):
        top = gather_top_logprobs(logits, self.num_logprobs)
        return logits.argmax(dim=-1), top


processor = LogprobsProcessor()


@torch.compile(fullgraph=True)
def sample_with_logprobs(logits: torch.Tensor):
    next_ids, top = processor(logits)
    return next_ids, top.token_ids
