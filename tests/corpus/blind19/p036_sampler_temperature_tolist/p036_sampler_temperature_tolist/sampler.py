import torch

from . import ops
from .params import plan_batch


class Sampler:
    def __init__(self, vocab_size: int):
        self.vocab_size = vocab_size

    def __call__(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        plan = plan_batch(temperatures)
        out = ops.greedy(logits)
        if plan.all_greedy:
            return out
        rows = torch.tensor(plan.random_rows, device=logits.device)
        sampled = ops.gumbel_sample(logits[rows], temperatures[rows])
        return out.index_copy(0, rows, sampled)


_sampler = Sampler(vocab_size=8)


@torch.compile(fullgraph=True)
def sample(logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
    return _sampler(logits, temperatures)
