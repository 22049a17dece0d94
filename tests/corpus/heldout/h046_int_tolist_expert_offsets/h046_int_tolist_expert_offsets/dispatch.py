import torch


def expert_offsets(topk_ids: torch.Tensor, num_experts: int) -> torch.Tensor:
    counts = torch.nn.functional.one_hot(topk_ids.flatten(), num_experts).sum(dim=0)
    counts_list = counts.long().tolist()
    offsets = [0]
    for c in counts_list:
        offsets.append(offsets[-1] + c)
    return torch.tensor(offsets, dtype=torch.int64)


@torch.compile(fullgraph=True)
def build_dispatch_metadata(router_logits: torch.Tensor):
    topk_ids = router_logits.topk(2, dim=-1).indices
    sorted_ids = topk_ids.flatten().argsort(stable=True)
    return sorted_ids, expert_offsets(topk_ids, router_logits.shape[-1])
