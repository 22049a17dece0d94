import torch


def length_normalize(scores: torch.Tensor, lengths: torch.Tensor, length_penalty: float) -> torch.Tensor:
    """HF-style normalisation: sum_logprobs / (len ** length_penalty)."""
    denom = lengths.to(scores.dtype).clamp_min(1.0).pow(length_penalty)
    return scores / denom


def gnmt_penalty(lengths: torch.Tensor, alpha: float) -> torch.Tensor:
    """Wu et al. (2016): ((5 + len) / 6) ** alpha."""
    return ((5.0 + lengths.to(torch.float32)) / 6.0).pow(alpha)


def best_finished_score(finished_scores: torch.Tensor, num_beams: int) -> torch.Tensor:
    return finished_scores.view(-1, num_beams).max(dim=-1).values
