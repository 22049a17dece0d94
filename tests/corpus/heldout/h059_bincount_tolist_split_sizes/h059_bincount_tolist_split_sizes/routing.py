import torch


def tokens_per_expert(topk_ids: torch.Tensor, num_experts: int) -> list:
    counts = torch.bincount(topk_ids.flatten(), minlength=num_experts)
    return counts.long().tolist()


def permute_tokens(hidden: torch.Tensor, topk_ids: torch.Tensor):
    order = topk_ids.flatten().argsort(stable=True)
    token_idx = order // topk_ids.shape[1]
    return hidden[token_idx], order
