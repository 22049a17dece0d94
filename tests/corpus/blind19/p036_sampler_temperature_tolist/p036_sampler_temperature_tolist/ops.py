import torch


def greedy(logits: torch.Tensor) -> torch.Tensor:
    return logits.argmax(dim=-1)


def gumbel_sample(logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
    probs = torch.softmax(logits / temperatures.unsqueeze(-1), dim=-1)
    q = torch.empty_like(probs).exponential_(1.0)
    return (probs / q).argmax(dim=-1)
