import torch


def load_balance_stats(topk_ids: torch.Tensor, num_experts: int, router_logits: torch.Tensor):
    """Returns (imbalance factor, z-loss) as Python numbers, logged by the trainer."""
    one_hot = torch.nn.functional.one_hot(topk_ids, num_experts)
    tokens_per_expert = one_hot.sum(dim=0).tolist()
    num_tokens = topk_ids.shape[0]
    imbalance = max(tokens_per_expert) * num_experts / num_tokens
    z_loss = router_logits.logsumexp(dim=-1).pow(2).mean().item() * 1e-3
    return imbalance, z_loss
