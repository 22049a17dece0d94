import torch

from .sampling_params import DEFAULT_SAMPLER_CONFIG, log_batch_stats


def _apply_top_k(logits: torch.Tensor, k: int) -> torch.Tensor:
    kth = torch.topk(logits, k, dim=-1).values[:, -1:]
    return logits.masked_fill(logits < kth, float("-inf"))


@torch.compile(fullgraph=True)
def sample_greedy_or_topk(logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
    cfg = DEFAULT_SAMPLER_CONFIG
    log_batch_stats(logits, temperatures)
    greedy = logits.argmax(dim=-1)
    temps = temperatures.clamp(min=cfg.min_temperature).unsqueeze(-1)
    scaled = _apply_top_k(logits / temps, cfg.top_k)
    probs = torch.softmax(scaled, dim=-1)
    # exponential-race sampling (no host sync, no multinomial)
    noise = torch.empty_like(probs).exponential_()
    sampled = (probs / noise).argmax(dim=-1)
    return torch.where(temperatures < cfg.min_temperature, greedy, sampled)
